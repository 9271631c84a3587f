/// Measures and arranges an Element tree into a Frame tree.
///
/// One measure pass (what size does each element want, given a proposal)
/// and one arrange pass (place children in the rectangle the parent chose),
/// with solutions cached per (element, proposal) so cost stays linear in
/// the number of elements; then pixel snapping of every edge.
public struct LayoutEngine {
    public var measurer: TextMeasuring
    public var images: ImageMeasuring?

    public init(measurer: TextMeasuring, images: ImageMeasuring? = nil) {
        self.measurer = measurer
        self.images = images
    }

    /// Lays out `root` on the canvas `options` asks for (an axis left nil
    /// takes the root's natural size). The result's diagnostics are layout's
    /// own (warnings, and errors such as a canvas over `limits.maxCanvasSide`).
    public func layout(_ root: Element, options: LayoutOptions) throws -> SolvedLayout {
        let request = (width: options.width, height: options.height, scale: options.scale,
                       maxPixels: Double(options.limits.maxCanvasSide))
        var pass = LayoutPass(tree: LayoutTree(root: root), measurer: measurer, images: images, scale: request.scale)
        pass.imageBudget = ImageBudget(maxPixels: options.limits.maxImagePixels)
        pass.strict = options.strict
        pass.resolveIdentifiers()
        let rootNode = pass.tree.nodes[0]
        let margin = rootNode.margin

        // Canvas (SPEC §2.3): an axis not given is the root's natural size.
        let offered = Proposal.available(width: request.width.map { max(0, $0 - margin.horizontal) },
                                         height: request.height.map { max(0, $0 - margin.vertical) },
                                         base: (request.width, request.height))
        // A side known before solving (asked for, or fixed on the root) is
        // checked first: an oversized canvas is refused before any text is shaped.
        let fixed = pass.definiteSizes(rootNode, offered)
        let known = (request.width ?? fixed.width.map { $0 + margin.horizontal },
                     request.height ?? fixed.height.map { $0 + margin.vertical })
        if [known.0, known.1].contains(where: { $0.map { !($0 * request.scale <= request.maxPixels) } ?? false }) {
            return refusedCanvas(known.0.map { $0 * request.scale }, known.1.map { $0 * request.scale }, root: root, pass: &pass, options: options)
        }
        let size = pass.solve(0, offered).size
        let snapper = PixelSnapper(scale: request.scale)
        let canvas = Canvas(width: snapper.snap(request.width ?? size.width + margin.horizontal),
                            height: snapper.snap(request.height ?? size.height + margin.vertical),
                            scale: request.scale)
        let pixels = (canvas.width * canvas.scale, canvas.height * canvas.scale)
        guard pixels.0.isFinite, pixels.1.isFinite, pixels.0 <= request.maxPixels, pixels.1 <= request.maxPixels else {
            return refusedCanvas(pixels.0, pixels.1, root: root, pass: &pass, options: options)
        }

        // The root is placed in the canvas by its gravity; baseline and cap read as top.
        let box = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height).inset(by: margin)
        let fx = (rootNode.gravity.horizontal ?? .center).placementFraction
        let fy = (rootNode.gravity.vertical ?? .middle).placementFraction
        let rect = Rect(x: margin.left + (box.width - size.width) * fx, y: margin.top + (box.height - size.height) * fy,
                        width: size.width, height: size.height)
        let frame = withUnsafePointer(to: root) {
            pass.buildFrame($0, 0, rect: rect, base: (request.width, request.height), snapper: snapper)
        }
        return result(canvas: canvas, root: frame, pass: pass, location: root.location, options: options)
    }

    /// The error for a canvas over `--max-canvas` (a side not known yet shows as "…").
    private func refusedCanvas(_ width: Double?, _ height: Double?, root: Element, pass: inout LayoutPass,
                               options: LayoutOptions) -> SolvedLayout {
        let limit = formatNumber(Double(options.limits.maxCanvasSide))
        let shown = [width, height].map { $0.map { $0.isFinite ? formatNumber($0.rounded()) : "unbounded" } ?? "…" }
        pass.report(.error("the canvas would be \(shown[0]) × \(shown[1]) device pixels, more than the limit of "
                           + "\(limit) × \(limit) (raise it with --max-canvas)", at: root.location))
        let empty = Canvas(width: 0, height: 0, scale: options.scale)
        return result(canvas: empty, root: Frame(kind: root.kind, id: root.id, rect: .zero), pass: pass, location: root.location, options: options)
    }

    private func result(canvas: Canvas, root: Frame, pass: LayoutPass, location: SourceLocation,
                        options: LayoutOptions) -> SolvedLayout {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: pass.diagnostics)
        return SolvedLayout(canvas: canvas, root: root, diagnostics: diagnostics, rootLocation: location, options: options)
    }
}

extension LayoutPass {
    /// The arrange pass: builds the frame of `element` (node `index`) at
    /// `rect` (absolute, unsnapped points) and of its children from the
    /// placed solution. Frames get snapped edges; children are placed from
    /// the unsnapped rectangle, so every edge is rounded once, in absolute
    /// coordinates (SPEC §2.9).
    /// (The element is read through a pointer, field by field, as in LayoutTree.)
    mutating func buildFrame(_ element: UnsafePointer<Element>, _ index: Int, rect: Rect, base: (Double?, Double?),
                             snapper: PixelSnapper) -> Frame {
        let node = tree.nodes[index]
        let solved = solve(index, .exact(rect.size, base: base))
        var image: ImageFrame?, text: TextFrame?
        if node.kind == .image, let content = element.pointee.image {
            image = ImageFrame(content: content, documentPath: element.pointee.location.file)
        }
        if node.kind == .label, let content = element.pointee.text, let layout = textLayout(index, width: rect.width) {
            text = TextFrame(content: content.text, layout: layout, color: content.color,
                             baseline: snapper.snap(rect.y + layout.firstBaseline),
                             lastBaseline: snapper.snap(rect.y + layout.lastBaseline),
                             capTop: snapper.snap(rect.y + layout.capTop), xTop: snapper.snap(rect.y + layout.xTop))
        }
        if solved.overflow > 1e-6 {
            let along = node.kind == .h ? "width" : "height"
            report(.warning("children of <\(node.kind.rawValue)> do not fit even at their minimum sizes: "
                            + "they overflow its \(along) by \(formatNumber((solved.overflow * 1000).rounded() / 1000)) points",
                            at: element.pointee.location))
        }
        // Children first, so the frame is made once, complete: appending to a
        // frame's children afterwards copied every frame.
        var children: [Frame] = []
        if node.childCount > 0, solved.childRects >= 0 {
            let contentBase = (max(0, rect.width - node.padding.horizontal), max(0, rect.height - node.padding.vertical))
            children.reserveCapacity(node.childCount)
            element.pointee.children.withUnsafeBufferPointer { elements in
                guard let first = elements.baseAddress else { return }
                var k = 0
                for e in elements.indices where !first[e].hidden {
                    defer { k += 1 }
                    guard first[e].kind != .spacer else { continue }
                    var childRect = childRects[solved.childRects + k]
                    childRect.x += rect.x
                    childRect.y += rect.y
                    children.append(buildFrame(first + e, node.firstChild + k, rect: childRect, base: contentBase,
                                               snapper: snapper))
                }
            }
        }
        return Frame(kind: node.kind, id: element.pointee.id, component: element.pointee.component, rect: snapper.snap(rect),
                     appearance: element.pointee.appearance, text: text, image: image, zIndex: element.pointee.zIndex,
                     children: children)
    }
}
