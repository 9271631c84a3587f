import GravityDocument
import GravityValues

/// SPEC §7: the relations written on a `Z` and its children, read into
/// front-end-neutral constraints. A child's Keep attributes are read with
/// the child; the layer's own strings once its children (and their ids)
/// are known, so every name is checked against the ids it may use.
extension Resolver {
    /// The layer's own relation attributes, as written, until its children
    /// are resolved.
    struct LayerSources {
        var constraints: Attribute?
        var metrics: Attribute?
        var arrays: [Attribute] = []
        /// `metrics` read, with its problems: read before the children, whose
        /// frame expressions use them by bare name.
        var metricValues: [String: Double] = [:]
        var metricProblems: [Diagnostic] = []
        var isEmpty: Bool { constraints == nil && metrics == nil && arrays.isEmpty }
    }

    /// Reads Keep attributes and priorities of a child of a `Z`, and the
    /// raw relation attributes of a `Z`.
    mutating func readRelations(_ reader: inout AttributeReader, node: Node, into element: inout Element,
                                parent: ElementKind?) -> LayerSources {
        var relations = element.relations ?? ElementRelations()
        let childOfLayer = parent == .z
        for attribute in node.attributes where KeepAttributes.isChildName(attribute.name) {
            reader.markUsed(attribute.name)
            relations.writesConstraints = true
            guard childOfLayer else {
                diagnostics.append(.error("\(attribute.name): Keep Layout attributes relate children of a <Z> (a constraint layer); "
                                          + "this element's parent is \(parent.map { "<\($0.rawValue)>" } ?? "the canvas")", at: attribute.location))
                continue
            }
            let (constraints, problems) = KeepAttributes.childConstraints(attribute.name, attribute.value, origin: attribute.valueLocation)
            relations.own += constraints
            diagnostics += problems
        }
        if childOfLayer {
            relations.hugging = reader.value("hugging", AxisPriorities.parse)
            relations.compressionResistance = reader.value("compressionResistance", AxisPriorities.parse)
        }
        var sources = LayerSources()
        if element.kind == .z {
            sources.constraints = node.attributes.last { $0.name == "constraints" }
            sources.metrics = node.attributes.last { $0.name == "metrics" }
            if let attribute = sources.metrics {
                (sources.metricValues, sources.metricProblems) = SimpleFormat.metrics(attribute.value, origin: attribute.valueLocation)
            }
            sources.arrays = node.attributes.filter { KeepAttributes.layerNames.contains($0.name) }
            for name in ["constraints", "metrics"] + KeepAttributes.layerNames { reader.markUsed(name) }
        } else {
            reportLayerAttributes(on: node, kind: element.kind, &reader)
        }
        if relations != ElementRelations() { element.relations = relations }
        return sources
    }

    /// `constraints`, `metrics` and Keep's layer attributes on an element
    /// that is not a `Z` (issue #28): an error, never a warning that lets
    /// the layout come out without them. A stack places its children
    /// itself, a button centres its title over them, and a leaf has none.
    private mutating func reportLayerAttributes(on node: Node, kind: ElementKind, _ reader: inout AttributeReader) {
        for attribute in node.attributes
        where attribute.name == "constraints" || attribute.name == "metrics" || KeepAttributes.layerNames.contains(attribute.name) {
            reader.markUsed(attribute.name)
            let why: String
            switch kind {
            case .h, .v: why = "a <\(node.name)> is a stack, which places its children itself"
            case .button: why = "a <\(node.name)> places its children by gravity and draws its title over them"
            default: why = "a <\(node.name)> has no children to relate"
            }
            diagnostics.append(.error("\(attribute.name): only a <Z> (View, UIView) relates its children by constraints, and "
                                      + "\(why); put the views to relate in a <Z>", at: attribute.location))
        }
    }

    /// Layout's frame expressions (SPEC §7.5) on a child of a `Z`: `left`
    /// `top` `right` `bottom` `centerX` `centerY` always; `width` and
    /// `height` when the value is not a size (`auto`, a number, `fill`,
    /// `N%`, an identifier). Read before the size, which then skips them.
    mutating func readFrameExpressions(_ reader: inout AttributeReader, node: Node, into element: inout Element, parent: ElementKind?) {
        var frames: [FrameExpression] = []
        for anchor in FrameExpression.attributes {
            guard let attribute = reader.written(anchor.rawValue) else { continue }
            // Layout has no size identifiers: `height="width"` is an expression.
            if anchor.isSize, let size = try? SizeValue.parse(attribute.value) {
                if case .identifier = size, rules.isLayout {} else { continue }
            }
            guard parent == .z else {
                if !anchor.isSize {
                    reader.markUsed(attribute.name)
                    diagnostics.append(.error("\(anchor.rawValue): frame expressions place children of a <Z>; "
                                              + "this element's parent is \(parent.map { "<\($0.rawValue)>" } ?? "the canvas")", at: attribute.location))
                }
                continue
            }
            reader.markUsed(attribute.name)
            var constants = FrameConstants(metrics: layerMetrics, data: dataScope)
            constants.own = OwnProperties.written(node.attributes.map { ($0.name, $0.value) })
            constants.written = Set(node.attributes.map(\.name))
            constants.defining = anchor.rawValue
            constants.safeArea = elementSafeArea
            constants.parentSafeArea = parentSafeArea
            let (frame, problems) = FrameExpression.parse(anchor, attribute.value, origin: attribute.valueLocation, constants: constants)
            diagnostics += problems
            let insets = rules == .layout(legacy: false)
            frames += frame.map { [(insets ? $0.withLayoutInsets() : $0).anchoredAt(constants.own)] } ?? []
            var relations = element.relations ?? ElementRelations()
            relations.writesConstraints = true
            relations.expressionAttributes.append(anchor)
            element.relations = relations
        }
        if !frames.isEmpty { element.relations?.frames = frames }
    }

    /// Makes `element` a constraint layer if it or a child wrote relations:
    /// parses its strings, resolves every id to a child, and keeps all the
    /// constraints in document order (the order they are added to the solver).
    ///
    /// Under `direction="rtl"` `leading` and `trailing` anchors measure from
    /// the right (SPEC §9); `left` and `right` stay physical.
    mutating func resolveConstraintLayer(_ sources: LayerSources, _ element: inout Element, direction: TextDirection?) {
        guard element.kind == .z else { return }
        let childWrites = element.children.contains { $0.relations?.writesConstraints == true }
        guard childWrites || !sources.isEmpty else {
            for child in element.children {
                for name in ["hugging", "compressionResistance"] where child.attributeLocations[name] != nil && child.relations != nil {
                    diagnostics.append(.warning("'\(name)' has no effect: the parent <Z> has no constraints", at: child.attributeLocations[name]))
                }
            }
            return
        }
        if rules.isLayout { placeAtOrigin(childrenOf: &element) }
        var ids: [String] = []
        var seen = Set<String>()
        for child in element.children {
            if let id = child.id, seen.insert(id).inserted { ids.append(id) }
        }
        var written: [RelationConstraint] = []
        // Metrics: the numbers of the data (SPEC §8.2) by top-level name,
        // then the layer's own `<Z.metrics>`, which win.
        var metrics: [String: Double] = [:]
        if case .object(let keys) = dataScope.root {
            for (name, value) in keys { if case .number(let number) = value { metrics[name] = number } }
        }
        for (name, value) in dataScope.locals { if case .number(let number) = value { metrics[name] = number } }
        metrics.merge(sources.metricValues) { _, own in own }
        diagnostics += sources.metricProblems
        if let attribute = sources.constraints {
            let (constraints, problems) = SimpleFormat.constraints(attribute.value, origin: attribute.valueLocation,
                                                                   metrics: metrics, views: ids)
            written += constraints
            diagnostics += problems
        }
        for attribute in sources.arrays {
            let (constraints, problems) = KeepAttributes.layerConstraints(attribute.name, attribute.value, origin: attribute.valueLocation)
            written += constraints
            diagnostics += problems
        }
        let assembled = ConstraintLayerAssembly.assemble(written, children: element.children, layerID: element.id)
        diagnostics += assembled.diagnostics
        var relations = element.relations ?? ElementRelations()
        relations.layer = direction == .rtl ? assembled.constraints.map(\.rightToLeft) : assembled.constraints
        relations.layerFrames = assembled.frames
        element.relations = relations
    }
}

/// The last step of making a constraint layer, shared by every front end
/// (the XML resolver and the Swift API): the layer's constraints and its
/// children's own (`ElementRelations.own`, `.frames`) with every item made
/// `.parent` or `.child(index)`, in document order; frame expressions in
/// dependency order. Unknown ids and circles are located errors.
public enum ConstraintLayerAssembly {
    /// `written`: the layer's own constraints (items `.parent` or `.named`).
    public static func assemble(_ written: [RelationConstraint], children: [Element], layerID: String? = nil)
        -> (constraints: [RelationConstraint], frames: [FrameExpression], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var ids: [String] = []
        var indices: [String: Int] = [:]
        for (index, child) in children.enumerated() {
            if let id = child.id, indices[id] == nil {
                ids.append(id)
                indices[id] = index
            }
        }
        var all = written
        for (index, child) in children.enumerated() {
            all += (child.relations?.own ?? []).map { $0.mapItems { $0 == .own ? .child(index) : $0 } }
        }
        var resolved: [RelationConstraint] = []
        for constraint in all {
            var unknown: String?
            let mapped = constraint.mapItems { item in
                guard case .named(let id) = item else { return item }
                if let index = indices[id] { return .child(index) }
                unknown = id
                return item
            }
            if let unknown {
                diagnostics.append(.error(ConstraintEvaluator.unknownView(unknown, views: ids), at: constraint.location))
            } else {
                resolved.append(mapped)
            }
        }
        // Document order: attribute nodes may be written after the children.
        let ordered = resolved.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            if let la, let lb, la.file == lb.file, (la.line, la.column) != (lb.line, lb.column) {
                return (la.line, la.column) < (lb.line, lb.column)
            }
            return a.offset < b.offset
        }.map(\.element)
        let frames = orderedFrames(children, ids: ids, indices: indices, layerID: layerID, diagnostics: &diagnostics)
        return (ordered, frames, diagnostics)
    }
}
