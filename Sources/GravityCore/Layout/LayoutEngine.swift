/// Measures and arranges an Element tree into a Frame tree.
///
/// One measure pass (what size does each element want, given a proposal)
/// and one arrange pass (place children in the rectangle the parent chose),
/// then pixel snapping of every edge at the render scale.
public struct LayoutEngine {
    public var measurer: TextMeasuring
    public var images: ImageMeasuring?

    public init(measurer: TextMeasuring, images: ImageMeasuring? = nil) {
        self.measurer = measurer
        self.images = images
    }

    /// The canvas size as asked for: an axis left nil takes the root's
    /// natural size.
    public struct CanvasRequest: Sendable {
        public var width: Double?
        public var height: Double?
        public var scale: Double
        public init(width: Double? = nil, height: Double? = nil, scale: Double = 1) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    public func layout(_ root: Element, canvas request: CanvasRequest) throws -> (LayoutResult, [Diagnostic]) {
        var pass = LayoutPass(measurer: measurer, images: images, scale: request.scale)
        let proposal = ProposedSize(width: request.width, height: request.height)
        let natural = pass.measure(root, proposal: proposal)
        let snapper = PixelSnapper(scale: request.scale)
        let canvas = Canvas(width: snapper.snap(request.width ?? natural.width + root.margin.horizontal),
                            height: snapper.snap(request.height ?? natural.height + root.margin.vertical),
                            scale: request.scale)
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let rect = pass.place(root, natural: natural, in: bounds, gravity: root.gravity)
        var frame = pass.arrange(root, in: rect)
        snapper.snap(&frame)
        return (LayoutResult(canvas: canvas, root: frame), pass.diagnostics)
    }
}

/// A size proposed by a parent; nil on an axis means "unconstrained".
struct ProposedSize {
    var width: Double?
    var height: Double?
}

/// The mutable state of one layout run.
struct LayoutPass {
    let measurer: TextMeasuring
    let images: ImageMeasuring?
    let scale: Double
    var diagnostics: [Diagnostic] = []

    init(measurer: TextMeasuring, images: ImageMeasuring?, scale: Double) {
        self.measurer = measurer
        self.images = images
        self.scale = scale
    }

    // MARK: - Measure

    /// The size an element wants (without its margins), given the space its
    /// parent proposes for its box.
    mutating func measure(_ element: Element, proposal: ProposedSize) -> Size {
        let content = contentSize(element, proposal: proposal)
        var width = resolved(element.size.width, natural: content.width, available: proposal.width)
        var height = resolved(element.size.height, natural: content.height, available: proposal.height)
        width = clamp(width, min: element.size.minWidth, max: element.size.maxWidth, base: proposal.width)
        height = clamp(height, min: element.size.minHeight, max: element.size.maxHeight, base: proposal.height)
        return Size(width: width, height: height)
    }

    private func resolved(_ value: SizeValue, natural: Double, available: Double?) -> Double {
        switch value {
        case .fixed(let points): return points
        case .percent(let percent): return available.map { $0 * percent / 100 } ?? natural
        case .fill: return available ?? natural
        case .auto, .identifier: return natural
        }
    }

    private func clamp(_ value: Double, min: Length?, max: Length?, base: Double?) -> Double {
        var result = value
        if let max = max?.resolve(against: base) { result = Swift.min(result, max) }
        if let min = min?.resolve(against: base) { result = Swift.max(result, min) }
        return result
    }

    /// Natural size of the content, padding included.
    private mutating func contentSize(_ element: Element, proposal: ProposedSize) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - element.padding.horizontal) },
                                 height: proposal.height.map { max(0, $0 - element.padding.vertical) })
        var size: Size
        switch element.kind {
        case .label:
            size = textLayout(element, maxWidth: labelWrapWidth(element, proposal: proposal), alignWidth: nil)?.size ?? .zero
        case .image:
            size = imageSize(element)
        case .spacer:
            size = .zero
        case .z, .button:
            size = .zero
            for child in element.children where !child.hidden {
                let childSize = measure(child, proposal: inner)
                size.width = max(size.width, childSize.width + child.margin.horizontal)
                size.height = max(size.height, childSize.height + child.margin.vertical)
            }
        case .h, .v:
            size = stackContentSize(element, proposal: inner)
        }
        return Size(width: size.width + element.padding.horizontal, height: size.height + element.padding.vertical)
    }

    private mutating func stackContentSize(_ element: Element, proposal: ProposedSize) -> Size {
        let horizontal = element.kind == .h
        var along = 0.0, across = 0.0
        let children = element.children.filter { !$0.hidden }
        for child in children {
            if case .fixed(let points)? = child.spacer {
                along += points
                continue
            }
            if child.spacer != nil { continue }
            let childSize = measure(child, proposal: proposal)
            if horizontal {
                along += childSize.width + child.margin.horizontal
                across = max(across, childSize.height + child.margin.vertical)
            } else {
                along += childSize.height + child.margin.vertical
                across = max(across, childSize.width + child.margin.horizontal)
            }
        }
        along += element.stack.spacing * Double(max(0, children.count - 1))
        return horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// A wrapping label wraps at its max width or the width it is offered.
    private func labelWrapWidth(_ element: Element, proposal: ProposedSize) -> Double? {
        var limit = element.size.maxWidth?.resolve(against: proposal.width)
        if case .fixed(let width) = element.size.width { limit = width }
        if element.text?.wrap == true, let offered = proposal.width {
            limit = min(limit ?? offered, offered)
        }
        return limit
    }

    private mutating func imageSize(_ element: Element) -> Size {
        guard let image = element.image, let images else { return .zero }
        do {
            return try images.naturalSize(of: image, documentPath: element.location.file, scale: scale)
        } catch let error as ValueError {
            report(.error(error.message, at: element.attributeLocations["image"] ?? element.location))
        } catch {
            report(.error("\(error)", at: element.attributeLocations["image"] ?? element.location))
        }
        return .zero
    }

    mutating func textLayout(_ element: Element, maxWidth: Double?, alignWidth: Double?) -> TextLayout? {
        guard var content = element.text else { return nil }
        if content.alignment == nil {
            switch element.gravity.horizontal ?? .left {
            case .left: content.alignment = .left
            case .center: content.alignment = .center
            case .right: content.alignment = .right
            }
        }
        do {
            return try measurer.layout(content, maxWidth: maxWidth, alignWidth: alignWidth)
        } catch let error as ValueError {
            report(.error(error.message, at: element.attributeLocations["font"] ?? element.location))
        } catch {
            report(.error("\(error)", at: element.location))
        }
        return nil
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: - Arrange

    /// Chooses a child's rectangle inside `bounds` (its margin box) from its
    /// natural size and gravity; `fill` stretches.
    func place(_ element: Element, natural: Size, in bounds: Rect, gravity: GravityValue) -> Rect {
        let box = bounds.inset(by: element.margin)
        let width = fills(element, .horizontal) ? clampFill(box.width, element.size.maxWidth, box.width) : min(natural.width, max(box.width, natural.width))
        let height = fills(element, .vertical) ? clampFill(box.height, element.size.maxHeight, box.height) : natural.height
        let x: Double
        switch gravity.horizontal ?? .center {
        case .left: x = box.x
        case .center: x = box.x + (box.width - width) / 2
        case .right: x = box.maxX - width
        }
        let y: Double
        switch gravity.vertical ?? .middle {
        case .middle: y = box.y + (box.height - height) / 2
        case .bottom: y = box.maxY - height
        case .top, .baseline, .lastBaseline, .cap: y = box.y
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func clampFill(_ value: Double, _ max: Length?, _ base: Double) -> Double {
        guard let limit = max?.resolve(against: base) else { return value }
        return min(value, limit)
    }

    /// Fill propagates upward: an auto-sized container with a filling child fills too.
    func fills(_ element: Element, _ axis: Axis) -> Bool {
        let value = axis == .horizontal ? element.size.width : element.size.height
        switch value {
        case .fill: return true
        case .auto: return element.kind.isContainer && element.children.contains { !$0.hidden && $0.spacer == nil && fills($0, axis) }
        default: return false
        }
    }

    /// Builds the frame of `element` placed at `rect`, arranging its children.
    mutating func arrange(_ element: Element, in rect: Rect) -> Frame {
        var frame = Frame(kind: element.kind, id: element.id, component: element.component, rect: rect,
                          appearance: element.appearance, zIndex: element.zIndex)
        if let image = element.image { frame.image = ImageFrame(content: image, documentPath: element.location.file) }
        if element.kind == .label, let content = element.text,
           let layout = textLayout(element, maxWidth: content.wrap ? rect.width : nil, alignWidth: rect.width) {
            frame.text = TextFrame(content: content.text, layout: layout, color: content.color,
                                   baseline: rect.y + layout.firstBaseline, lastBaseline: rect.y + layout.lastBaseline,
                                   capTop: rect.y + layout.capTop, xTop: rect.y + layout.xTop)
        }
        let content = rect.inset(by: element.padding)
        switch element.kind {
        case .h, .v: frame.children = arrangeStack(element, in: content)
        case .z, .button:
            frame.children = element.children.filter { !$0.hidden }.map { child in
                let natural = measure(child, proposal: ProposedSize(width: content.width - child.margin.horizontal,
                                                                    height: content.height - child.margin.vertical))
                return arrange(child, in: place(child, natural: natural, in: content, gravity: child.gravity))
            }
        case .label, .image, .spacer: break
        }
        return frame
    }

    /// Lays children along the stack axis: natural sizes first, then the
    /// leftover shared by `fill` children and flexible spacers by weight.
    private mutating func arrangeStack(_ element: Element, in content: Rect) -> [Frame] {
        let horizontal = element.kind == .h
        let children = element.children.filter { !$0.hidden }
        let alongSpace = horizontal ? content.width : content.height
        let acrossSpace = horizontal ? content.height : content.width
        var sizes: [Size] = []
        var used = element.stack.spacing * Double(max(0, children.count - 1))
        var totalWeight = 0.0
        for child in children {
            let proposal = horizontal
                ? ProposedSize(width: nil, height: acrossSpace - child.margin.vertical)
                : ProposedSize(width: acrossSpace - child.margin.horizontal, height: nil)
            var size = child.spacer == nil ? measure(child, proposal: proposal) : .zero
            switch child.spacer {
            case .fixed(let points)?: if horizontal { size.width = points } else { size.height = points }
            case .flexible(let weight)?: totalWeight += weight
            case nil: if fills(child, horizontal ? .horizontal : .vertical) { totalWeight += child.weight }
            }
            used += (horizontal ? size.width + child.margin.horizontal : size.height + child.margin.vertical)
            sizes.append(size)
        }
        let leftover = max(0, alongSpace - used)
        // Shares of the leftover go on top of each fill child's natural size.
        if totalWeight > 0 {
            for (index, child) in children.enumerated() {
                let weight: Double
                switch child.spacer {
                case .flexible(let w)?: weight = w
                case .fixed?: weight = 0
                case nil: weight = fills(child, horizontal ? .horizontal : .vertical) ? child.weight : 0
                }
                guard weight > 0 else { continue }
                let share = leftover * weight / totalWeight
                if horizontal { sizes[index].width += share } else { sizes[index].height += share }
            }
        }
        // The run is placed by the stack's own gravity when nothing fills.
        var cursor = horizontal ? content.x : content.y
        if totalWeight == 0 && leftover > 0 {
            let fraction: Double
            if horizontal {
                switch element.gravity.horizontal ?? .left { case .left: fraction = 0; case .center: fraction = 0.5; case .right: fraction = 1 }
            } else {
                switch element.gravity.vertical ?? .top {
                case .middle: fraction = 0.5
                case .bottom: fraction = 1
                case .top, .baseline, .lastBaseline, .cap: fraction = 0
                }
            }
            cursor += leftover * fraction
        }
        var frames: [Frame] = []
        for (index, child) in children.enumerated() {
            let size = sizes[index]
            if horizontal {
                let x = cursor + child.margin.left
                let slot = Rect(x: x - child.margin.left, y: content.y, width: size.width + child.margin.horizontal, height: content.height)
                var rect = place(child, natural: size, in: slot, gravity: GravityValue(horizontal: .left, vertical: child.gravity.vertical))
                rect.width = size.width
                rect.x = x
                cursor += size.width + child.margin.horizontal + element.stack.spacing
                if child.spacer == nil { frames.append(arrange(child, in: rect)) }
            } else {
                let y = cursor + child.margin.top
                let slot = Rect(x: content.x, y: y - child.margin.top, width: content.width, height: size.height + child.margin.vertical)
                var rect = place(child, natural: size, in: slot, gravity: GravityValue(horizontal: child.gravity.horizontal, vertical: .top))
                rect.height = size.height
                rect.y = y
                cursor += size.height + child.margin.vertical + element.stack.spacing
                if child.spacer == nil { frames.append(arrange(child, in: rect)) }
            }
        }
        return frames
    }
}
