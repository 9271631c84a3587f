/// Images: natural size from `ImageMeasuring` (pixels divided by scale).
extension LayoutPass {
    mutating func naturalImageSize(_ index: Int) -> Size {
        let image = tree.nodes[index].content
        guard image >= 0 else { return .zero }
        if let size = naturalImage[image] { return size }
        var size = Size.zero
        if let source = tree.image(index), let images {
            do {
                size = try images.naturalSize(of: source.content, documentPath: source.location.file, scale: scale, budget: &imageBudget)
            } catch let error as ValueError {
                report(.error(error.message, at: source.location))
            } catch {
                report(.error("\(error)", at: source.location))
            }
        }
        naturalImage[image] = size
        return size
    }

    /// An image keeps its proportions when only one axis is given.
    mutating func solveImage(_ index: Int, _ proposal: Proposal) -> Solved {
        let node = tree.nodes[index]
        let natural = naturalImageSize(index)
        let definite = definiteSizes(node, proposal)
        var width = definite.width, height = definite.height
        if let w = width, height == nil, natural.width > 0 {
            height = node.clamped(w * natural.height / natural.width, .vertical, base: proposal.baseHeight)
        } else if let h = height, width == nil, natural.height > 0 {
            width = node.clamped(h * natural.width / natural.height, .horizontal, base: proposal.baseWidth)
        }
        let size = Size(width: width ?? contentDecided(node, .horizontal, natural: natural.width, proposal),
                        height: height ?? contentDecided(node, .vertical, natural: natural.height, proposal))
        return Solved(size: size, anchors: .synthesized(height: size.height))
    }
}
