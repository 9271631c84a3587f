import GravityDocument

/// Simple Format Language strings (SPEC §7.2) with the linear extension,
/// metrics, Relativity's point anchors, `|--|` and `distribute` (§7.4):
/// text in, front-end-neutral constraints out, every problem located at
/// the offending character.
public enum SimpleFormat {
    /// Names a constraint string may use for the layer's content box.
    public static let parentNames: Set<String> = ["parent", "superview"]

    /// Parses `text` (the value of `constraints` or `<Z.constraints>`,
    /// starting at `origin`). `metrics` are the named numbers it may use;
    /// `views` the child ids it may use (nil: any name, checked later).
    public static func constraints(_ text: String, origin: SourceLocation?, metrics: [String: Double] = [:],
                                   views: [String]? = nil) -> (constraints: [RelationConstraint], diagnostics: [Diagnostic]) {
        let locator = ValueLocator(text, origin: origin)
        let (lines, errors) = ConstraintParser.parse(text)
        var diagnostics = errors.map { Diagnostic.error("constraints: \($0.message)", at: locator.location(at: $0.offset)) }
        var constraints: [RelationConstraint] = []
        let evaluator = ConstraintEvaluator(metrics: metrics, views: views)
        for (line, written) in lines {
            do {
                let produced: [RelationConstraint]
                switch line {
                case .relation(let lhs, let relation, let rhs, let priority, let offset):
                    produced = try evaluator.relation(lhs, relation, rhs, priority: priority)
                        .map { located($0, locator.location(at: offset), written) }
                case .distribute(let axis, let items, let offset):
                    produced = try evaluator.distribution(axis, items)
                        .map { located($0, locator.location(at: offset), written) }
                }
                constraints += produced
            } catch let error as ConstraintSyntaxError {
                diagnostics.append(.error("constraints: \(error.message)", at: locator.location(at: error.offset)))
            } catch {
                diagnostics.append(.error("constraints: \(error)", at: origin))
            }
        }
        return (constraints, diagnostics)
    }

    private static func located(_ constraint: RelationConstraint, _ location: SourceLocation?, _ text: String) -> RelationConstraint {
        var copy = constraint
        copy.location = location
        copy.source = text
        return copy
    }

    /// `<Z.metrics>gap = 8; pad = 16</Z.metrics>`: named numbers, one per
    /// line or `;`, `//` comments; a metric may use the metrics before it.
    public static func metrics(_ text: String, origin: SourceLocation?) -> (metrics: [String: Double], diagnostics: [Diagnostic]) {
        let locator = ValueLocator(text, origin: origin)
        let (lines, errors) = ConstraintParser.parse(text)
        var diagnostics = errors.map { Diagnostic.error("metrics: \($0.message)", at: locator.location(at: $0.offset)) }
        var metrics: [String: Double] = [:]
        for (line, _) in lines {
            guard case .relation(.reference(let name, nil, let nameOffset), .equal, let value, let priority, let offset) = line,
                  priority == ConstraintPriority.required else {
                diagnostics.append(.error("metrics: write each metric as 'name = number'", at: locator.location(at: lineOffset(line))))
                continue
            }
            if parentNames.contains(name) || metrics[name] != nil {
                let why = metrics[name] != nil ? "is defined twice" : "is the layer's own name"
                diagnostics.append(.error("metrics: '\(name)' \(why)", at: locator.location(at: nameOffset)))
                continue
            }
            do {
                guard case .scalar(let expression) = try ConstraintEvaluator(metrics: metrics, views: []).value(value),
                      expression.isConstant else {
                    throw ConstraintSyntaxError("metric '\(name)' must be a number", offset: offset)
                }
                metrics[name] = expression.constant
            } catch let error as ConstraintSyntaxError {
                diagnostics.append(.error("metrics: \(error.message)", at: locator.location(at: error.offset)))
            } catch {
                diagnostics.append(.error("metrics: \(error)", at: origin))
            }
        }
        return (metrics, diagnostics)
    }

    private static func lineOffset(_ line: ConstraintLine) -> Int {
        switch line {
        case .relation(_, _, _, _, let offset), .distribute(_, _, let offset): return offset
        }
    }
}
