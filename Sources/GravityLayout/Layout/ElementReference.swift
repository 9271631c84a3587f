import GravityDocument
import GravityResolve
import GravityValues

/// A read-only view of one Element of a tree, for building the layout tree
/// and the frames: each field is read on its own, because copying a whole
/// Element per node (strings, arrays, a dictionary) was most of the cost of
/// building the tree. The only place layout touches element memory through
/// a pointer.
///
/// Safe as long as it does not outlive `with(_:_:)`'s closure: the
/// reference is handed out only there, and no layout type stores one.
struct ElementReference {
    private let pointer: UnsafePointer<Element>

    private init(_ pointer: UnsafePointer<Element>) { self.pointer = pointer }

    /// Calls `body` with a reference to `root`, valid only inside `body`.
    static func with<Result>(_ root: Element, _ body: (ElementReference) throws -> Result) rethrows -> Result {
        try withUnsafePointer(to: root) { try body(ElementReference($0)) }
    }

    var kind: ElementKind { pointer.pointee.kind }
    var id: String? { pointer.pointee.id }
    var component: String? { pointer.pointee.component }
    var location: SourceLocation { pointer.pointee.location }
    var size: SizeRules { pointer.pointee.size }
    var margin: Insets { pointer.pointee.margin }
    var padding: Insets { pointer.pointee.padding }
    var weight: Double { pointer.pointee.weight }
    var shrinks: Int? { pointer.pointee.shrinks }
    var spacer: SpacerRule? { pointer.pointee.spacer }
    var gravity: GravityValue { pointer.pointee.gravity }
    var ownGravity: GravityValue { pointer.pointee.ownGravity }
    var stack: StackRules { pointer.pointee.stack }
    var appearance: ElementAppearance { pointer.pointee.appearance }
    var zIndex: Int { pointer.pointee.zIndex }
    var text: TextContent? { pointer.pointee.text }
    var image: ImageContent? { pointer.pointee.image }
    var custom: (any CustomElement)? { pointer.pointee.custom }
    var relations: ElementRelations? { pointer.pointee.relations }
    /// All children, hidden ones too (constraint layers number them all).
    var children: [Element] { pointer.pointee.children }

    /// Where attribute `name`'s value is written, if it is.
    func attributeLocation(_ name: String) -> SourceLocation? { pointer.pointee.attributeLocations[name] }

    var hidden: Bool { pointer.pointee.hidden }
    /// A constraint layer: a `Z` with relations (SPEC §7.1).
    var isConstraintLayer: Bool { pointer.pointee.relations?.layer != nil }

    /// Calls `body` for each child that takes part in layout, in document
    /// order: hidden elements take none (SPEC §2.4), except in a constraint
    /// layer, where a hidden child keeps its place as in Auto Layout and is
    /// only not drawn (ConstraintLayerSource).
    func forEachLaidOutChild(_ body: (ElementReference) throws -> Void) rethrows {
        let keepsHidden = isConstraintLayer
        try pointer.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for k in children.indices where keepsHidden || !base[k].hidden { try body(ElementReference(base + k)) }
        }
    }
}
