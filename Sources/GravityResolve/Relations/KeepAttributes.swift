import GravityDocument
import GravityValues

/// Keep Layout's vocabulary as attributes (SPEC §7.3): on a child of a
/// layer (`keepWidth="min 100; max 300 @ high"`, `keepLeftOffsetTo="photo:
/// min 10"`) and, over lists of children, on the layer itself
/// (`keepHorizontalOffsets="a b c: 20"`). Each attribute becomes
/// front-end-neutral constraints: `.own` is the child it is written on.
public enum KeepAttributes {
    /// `subject(value) relation 0` for one part of a Keep value.
    typealias Subject = (Double) -> AnchorExpression

    private static func own(_ anchor: LayoutAnchor) -> AnchorExpression { AnchorExpression(.own, anchor) }
    private static func parent(_ anchor: LayoutAnchor) -> AnchorExpression { AnchorExpression(.parent, anchor) }

    /// `expression - value` (the attribute is the value).
    private static func measured(_ expression: AnchorExpression) -> Subject { { expression - .constant($0) } }

    /// Position in the parent: `left = fraction × (free space)`.
    /// KeepLayout's centre rule (`keepHorizontalCenter`, its code's
    /// `KeepHorizontalCenter`): the element's centre at that fraction of the
    /// parent (centerX = left + width × f), so 0.25 of 320 puts a 100-wide
    /// element at x = 30. At 0.5 this is the same as centring.
    private static func position(_ axis: Axis) -> Subject {
        let (lead, size, center): (LayoutAnchor, LayoutAnchor, LayoutAnchor) =
            axis == .horizontal ? (.left, .width, .centerX) : (.top, .height, .centerY)
        return { own(center) - parent(lead) - parent(size) * $0 }
    }

    /// Attributes on a child that take one Keep value.
    static let dimensions: [String: Subject] = [
        "keepWidth": measured(own(.width)),
        "keepHeight": measured(own(.height)),
        "keepAspectRatio": { own(.width) - own(.height) * $0 },
        "keepTopInset": measured(own(.top) - parent(.top)),
        "keepBottomInset": measured(parent(.bottom) - own(.bottom)),
        "keepLeftInset": measured(own(.left) - parent(.left)),
        "keepRightInset": measured(parent(.right) - own(.right)),
        // SPEC §9: leading/trailing wherever left/right are; they follow `direction`.
        "keepLeadingInset": measured(own(.leading) - parent(.leading)),
        "keepTrailingInset": measured(parent(.trailing) - own(.trailing)),
        "keepHorizontally": position(.horizontal),
        "keepVertically": position(.vertical),
        // KeepLayout's own names for the same.
        "keepHorizontalCenter": position(.horizontal),
        "keepVerticalCenter": position(.vertical),
    ]

    /// Relations to a sibling (`other: value`): the measured distance.
    static let relations: [String: (ConstraintItem) -> AnchorExpression] = [
        "keepLeftOffsetTo": { own(.left) - AnchorExpression($0, .right) },
        "keepRightOffsetTo": { AnchorExpression($0, .left) - own(.right) },
        "keepLeadingOffsetTo": { own(.leading) - AnchorExpression($0, .trailing) },
        "keepTrailingOffsetTo": { AnchorExpression($0, .leading) - own(.trailing) },
        "keepTopOffsetTo": { own(.top) - AnchorExpression($0, .bottom) },
        "keepBottomOffsetTo": { AnchorExpression($0, .top) - own(.bottom) },
        "keepLeftAlignTo": { own(.left) - AnchorExpression($0, .left) },
        "keepRightAlignTo": { AnchorExpression($0, .right) - own(.right) },
        "keepLeadingAlignTo": { own(.leading) - AnchorExpression($0, .leading) },
        "keepTrailingAlignTo": { AnchorExpression($0, .trailing) - own(.trailing) },
        "keepTopAlignTo": { own(.top) - AnchorExpression($0, .top) },
        "keepBottomAlignTo": { AnchorExpression($0, .bottom) - own(.bottom) },
        // Keep's "vertical alignment" lines up the vertical axes: centerX.
        "keepVerticalAlignTo": { own(.centerX) - AnchorExpression($0, .centerX) },
        "keepHorizontalAlignTo": { own(.centerY) - AnchorExpression($0, .centerY) },
        "keepBaselineAlignTo": { own(.baseline) - AnchorExpression($0, .baseline) },
    ]

    /// Grouped attributes on a child: `"w h"` (or one value for every member).
    static let groups: [String: [String]] = [
        "keepSize": ["keepWidth", "keepHeight"],
        "keepInsets": ["keepTopInset", "keepRightInset", "keepBottomInset", "keepLeftInset"],
        "keepCenter": ["keepHorizontally", "keepVertically"],
    ]

    /// Array attributes on the layer: each neighbouring pair `(a, b)` of
    /// the list relates by `measure(a, b) relation value`.
    static let arrays: [String: (ConstraintItem, ConstraintItem) -> AnchorExpression] = [
        "keepWidthsEqual": { AnchorExpression($1, .width) - AnchorExpression($0, .width) },
        "keepHeightsEqual": { AnchorExpression($1, .height) - AnchorExpression($0, .height) },
        "keepHorizontalOffsets": { AnchorExpression($1, .left) - AnchorExpression($0, .right) },
        "keepVerticalOffsets": { AnchorExpression($1, .top) - AnchorExpression($0, .bottom) },
        "keepTopAligned": { AnchorExpression($1, .top) - AnchorExpression($0, .top) },
        "keepBottomAligned": { AnchorExpression($1, .bottom) - AnchorExpression($0, .bottom) },
        "keepLeftAligned": { AnchorExpression($1, .left) - AnchorExpression($0, .left) },
        "keepRightAligned": { AnchorExpression($1, .right) - AnchorExpression($0, .right) },
        "keepLeadingAligned": { AnchorExpression($1, .leading) - AnchorExpression($0, .leading) },
        "keepTrailingAligned": { AnchorExpression($1, .trailing) - AnchorExpression($0, .trailing) },
        "keepBaselineAligned": { AnchorExpression($1, .baseline) - AnchorExpression($0, .baseline) },
    ]

    /// Every attribute a child of a layer may carry.
    public static let childNames: [String] = (Array(dimensions.keys) + Array(relations.keys) + Array(groups.keys) + ["keepCentered"]).sorted()
    /// Every attribute the layer itself may carry.
    public static let layerNames: [String] = arrays.keys.sorted()

    /// Whether `name` is one of `layerNames` (asked of every attribute of
    /// every element: a search of the list is unspecialised in a debug build).
    public static func isLayerName(_ name: String) -> Bool { layerNameSet.contains(name) }
    private static let layerNameSet = Set(layerNames)

    /// Whether `name` is one of `childNames`: every attribute of every
    /// element is asked, and a search of the list was 1 % of a batch
    /// screen's instructions.
    public static func isChildName(_ name: String) -> Bool { childNameSet.contains(name) }
    private static let childNameSet = Set(childNames)

    /// The constraints of one attribute on a child. `origin` is where the
    /// value starts; errors are located inside it.
    public static func childConstraints(_ name: String, _ value: String, origin: SourceLocation?) -> ([RelationConstraint], [Diagnostic]) {
        let locator = ValueLocator(value, origin: origin)
        let source = "\(name)=\"\(value)\""
        do {
            if name == "keepCentered" {
                guard try Parse.bool(value) else { return ([], []) }
                return (childConstraints("keepCenter", "0.5", origin: origin).0.map { relabel($0, source) }, [])
            }
            if let subject = dimensions[name] {
                return (make(subject, try KeepValue.parse(value), locator, source), [])
            }
            if let members = groups[name] {
                return (try grouped(members, value, locator, source), [])
            }
            if let measure = relations[name] {
                let (item, keep) = try sibling(value)
                return (make({ measure(item) - .constant($0) }, keep, locator, source, shift: value.firstIndex(of: ":").map { value[...$0].unicodeScalars.count } ?? 0), [])
            }
            return ([], [.error("unknown Keep Layout attribute '\(name)'", at: origin)])
        } catch let error as KeepValueError {
            return ([], [.error("\(name): \(error.message)", at: locator.location(at: error.offset))])
        } catch let error as ValueError {
            return ([], [.error("\(name): \(error.message)", at: origin)])
        } catch {
            return ([], [.error("\(name): \(error)", at: origin)])
        }
    }

    /// The constraints of an array attribute on the layer (`"a b c: 20"`).
    public static func layerConstraints(_ name: String, _ value: String, origin: SourceLocation?) -> ([RelationConstraint], [Diagnostic]) {
        let locator = ValueLocator(value, origin: origin)
        guard let measure = arrays[name] else { return ([], [.error("unknown Keep Layout attribute '\(name)'", at: origin)]) }
        let colon = value.firstIndex(of: ":")
        let ids = listedIds(in: value).map(\.id)
        guard ids.count >= 2 else {
            return ([], [.error("\(name) relates two or more children: write their ids separated by spaces (\"a b c\"\(name.hasSuffix("Offsets") ? ": 20" : ""))", at: origin)])
        }
        let keep: KeepValue
        let shift = colon.map { value[...$0].unicodeScalars.count } ?? 0
        if let colon {
            let shift = value[...colon].unicodeScalars.count
            do {
                keep = try KeepValue.parse(String(value[value.index(after: colon)...]))
            } catch let error as KeepValueError {
                return ([], [.error("\(name): \(error.message)", at: locator.location(at: error.offset + shift))])
            } catch {
                return ([], [.error("\(name): \(error)", at: origin)])
            }
        } else if name.hasSuffix("Offsets") {
            return ([], [.error("\(name) needs the offset after a colon (\"\(ids.joined(separator: " ")): 20\")", at: origin)])
        } else {
            keep = .equal(0)
        }
        let items = ids.map { ConstraintItem.named($0) }
        var constraints: [RelationConstraint] = []
        for k in 1..<items.count {
            let pair = (items[k - 1], items[k])
            constraints += make({ measure(pair.0, pair.1) - .constant($0) }, keep, locator, "\(name)=\"\(value)\"", shift: shift)
        }
        return (constraints, [])
    }

    // MARK: - Pieces

    private static func make(_ subject: Subject, _ keep: KeepValue, _ locator: ValueLocator, _ source: String, shift: Int = 0) -> [RelationConstraint] {
        keep.parts.map { part in
            RelationConstraint(subject(part.value), part.relation, .constant(0), priority: part.priority,
                               location: locator.location(at: part.offset + shift), source: source)
        }
    }

    private static func relabel(_ constraint: RelationConstraint, _ source: String) -> RelationConstraint {
        var copy = constraint
        copy.source = source
        return copy
    }

    /// `keepSize="w h"`: one plain number per member; otherwise one Keep
    /// value for every member (`keepInsets="min 10"`).
    private static func grouped(_ members: [String], _ value: String, _ locator: ValueLocator, _ source: String) throws -> [RelationConstraint] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        if words.count == members.count, members.count > 1 {
            let numbers = words.compactMap { parseFiniteNumber(String($0)) }
            if numbers.count == members.count {
                return zip(members, numbers).flatMap { member, number in
                    make(dimensions[member]!, .equal(number), locator, source)
                }
            }
        }
        let keep = try KeepValue.parse(value)
        return members.flatMap { make(dimensions[$0]!, keep, locator, source) }
    }

    /// `other: value` (`photo: min 10`), or `other` alone for an equal 0.
    private static func sibling(_ value: String) throws -> (ConstraintItem, KeepValue) {
        let pieces = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = siblingName(in: value)?.id ?? ""
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw KeepValueError("write the sibling's id, a colon and the value (\"photo: min 10\")", offset: 0)
        }
        let item: ConstraintItem = SimpleFormat.parentNames.contains(name) ? .parent : .named(name)
        guard pieces.count == 2 else { return (item, .equal(0)) }
        do {
            return (item, try KeepValue.parse(String(pieces[1])))
        } catch var error as KeepValueError {
            error.offset += pieces[0].unicodeScalars.count + 1
            throw error
        }
    }
}
