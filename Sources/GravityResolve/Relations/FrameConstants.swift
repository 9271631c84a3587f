import GravityDocument
import GravityValues

/// What a bare name in a frame expression may be besides `auto` and the
/// element's own anchors (issue #28, Layout's constants): a metric of the
/// layer (`<Z.metrics>gap = 8</Z.metrics>`), then a number or boolean of
/// the data in scope (`--data`, a `Repeat`'s locals).
public struct FrameConstants: Sendable {
    /// The layer's own metrics.
    public var metrics: [String: Double]
    /// The data in scope, read after the metrics.
    public var data: DataScope
    /// The element's own numeric `layer.*`/`transform.*` properties (`OwnProperties`).
    public var own: [String: Double] = [:]
    /// The attribute being read (`top`): its own name in it is a constant
    /// of that name when there is one (Layout: `top="top"` reads the constant).
    public var defining: String?
    /// UIKit's `safeAreaInsets` of the element (`safeAreaInsets.top`), as the resolver tracks them.
    public var safeArea = Insets.zero
    /// The parent's (`parent.safeAreaInsets.top`).
    public var parentSafeArea = Insets.zero
    /// The names of the attributes the element writes (`layer.contents == nil` reads whether it is one).
    public var written: Set<String> = []
    /// The macros being expanded, outermost first (cycles are errors).
    var expanding: [String] = []

    /// Constants from the layer's `metrics` and the data in scope.
    public init(metrics: [String: Double] = [:], data: DataScope = DataScope()) {
        self.metrics = metrics
        self.data = data
    }

    /// The value of a bare name: the layer's metrics first, then the data.
    func value(of name: String) -> DataValue? {
        if let metric = metrics[name] { return .number(metric) }
        // Layout's `pi`, unless the data names something so.
        if let value = data.value(of: name) { return value }
        return name == "pi" ? .number(Double.pi) : nil
    }

    /// The message for a bare name that is none of them: what a bare name
    /// can be, with the names closest to it.
    func unknownName(_ name: String) -> String {
        let anchors = FrameExpression.attributes.map(\.rawValue)
        var message = "unknown name '\(name)': a bare name in a frame expression is auto, this element's "
            + anchors.dropLast().joined(separator: ", ") + " or \(anchors.last!), a metric of the layer ("
            + (metrics.isEmpty ? "it defines none" : candidateList(metrics.keys.sorted(), limit: 10))
            + ") or a number or boolean in the data (" + (data.names.isEmpty ? "there is none" : candidateList(data.names, limit: 10))
            + "); views are read as view.attribute (parent.width, previous.right)"
        let nearby = Nearby.names(to: name, among: anchors + ["auto"] + metrics.keys.sorted() + data.names, limit: 3,
                                  maxDistance: max(1, name.count / 3))
        if !nearby.isEmpty { message += "; did you mean " + nearby.map { "'\($0)'" }.joined(separator: " or ") + "?" }
        return message
    }
}

extension Insets {
    /// The inset named `edge` (`top`, `left`, `bottom`, `right`, as UIEdgeInsets names them).
    func edge(_ edge: String) -> Double? {
        switch edge {
        case "top": top
        case "left": left
        case "bottom": bottom
        case "right": right
        default: nil
        }
    }
}
