import GravityResolve

/// The frame templates of the flattened tree (`LayoutTree.frames`), with
/// one facts box for all the elements that have the same facts.
///
/// Every frame of a layout copies its node's template, retaining the box
/// of facts (kind, appearance, …), and releasing the layout's result
/// releases it again. With a box per element, each of those reference
/// counts missed the processor's cache on a large tree (a sixth of the
/// time of `layout_100k`); elements without an id, image or custom value
/// mostly share a few boxes, which stay in the cache.
struct FrameTemplates {
    /// What a shared template holds.
    private struct Facts: Hashable {
        var kind: ElementKind
        var component: String?
        var appearance: ElementAppearance
        var zIndex: Int
    }

    private var shared: [Facts: Frame] = [:]

    /// The template of `element`: shared when another element had the same facts.
    mutating func template(for element: ElementReference) -> Frame {
        let kind = element.kind
        let image = kind == .image ? element.image.map(ImageFrame.init) : nil
        guard element.id == nil, image == nil, element.custom == nil else {
            return Frame(kind: kind, id: element.id, component: element.component, rect: .zero,
                         appearance: element.appearance, image: image, custom: element.custom, zIndex: element.zIndex)
        }
        let facts = Facts(kind: kind, component: element.component, appearance: element.appearance, zIndex: element.zIndex)
        if let frame = shared[facts] { return frame }
        let frame = Frame(kind: kind, component: facts.component, rect: .zero, appearance: facts.appearance, zIndex: facts.zIndex)
        shared[facts] = frame
        return frame
    }
}
