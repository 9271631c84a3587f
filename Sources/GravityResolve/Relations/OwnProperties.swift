import Foundation

/// Layout's frame expressions read the view's own `layer.*` and `transform.*`
/// properties (`width="transform.rotation == pi ? 10 : 20"`,
/// GeometryExpressionTests): the value written on the element, else UIKit's
/// default. `…origin.x` is `….x` and `…size.width` is `….width`, as on a
/// CGRect.
public enum OwnProperties {
    /// UIKit's defaults for the properties a frame expression may read.
    static let defaults: [String: Double] = [
        "transform.rotation": 0, "transform.scale": 1, "transform.scale.x": 1, "transform.scale.y": 1,
        "transform.translation.x": 0, "transform.translation.y": 0,
        "layer.transform.rotation": 0, "layer.transform.scale": 1, "layer.transform.translation.x": 0,
        "layer.transform.translation.y": 0, "layer.sublayerTransform.rotation": 0,
        "layer.anchorPoint.x": 0.5, "layer.anchorPoint.y": 0.5,
        "layer.contentsCenter.x": 0, "layer.contentsCenter.y": 0, "layer.contentsCenter.width": 1, "layer.contentsCenter.height": 1,
        "layer.cornerRadius": 0, "layer.borderWidth": 0, "layer.opacity": 1, "layer.shadowOpacity": 0,
        "layer.shadowRadius": 3, "layer.shadowOffset.width": 0, "layer.shadowOffset.height": -3, "layer.zPosition": 0,
        "layer.contentsScale": 1,
    ]

    /// Object properties that are nil unless written (CALayer's defaults),
    /// which a frame expression may compare with nil (`layer.contents == nil`).
    static let nilByDefault: Set<String> = ["layer.contents", "layer.mask", "layer.shadowPath", "layer.backgroundColor"]

    /// Whether `name` is a property path this reads (`layer.` or `transform.`).
    public static func isProperty(_ name: String) -> Bool {
        name.hasPrefix("layer.") || name.hasPrefix("transform.")
    }

    /// `layer.contentsCenter.origin.x` as `layer.contentsCenter.x`.
    static func canonical(_ path: String) -> String {
        path.replacingOccurrences(of: ".origin.", with: ".").replacingOccurrences(of: ".size.", with: ".")
    }

    /// The value of `path` for an element whose own numeric properties are `own`; nil: not a property.
    static func value(_ path: String, own: [String: Double]) -> Double? {
        let key = canonical(path)
        return own[key] ?? defaults[key]
    }

    /// The numeric properties an element writes (`transform.rotation="pi"`),
    /// by canonical path: numbers and constant expressions over them.
    public static func written(_ attributes: [(name: String, value: String)]) -> [String: Double] {
        var own: [String: Double] = [:]
        for (name, text) in attributes where isProperty(name) {
            guard let expression = try? Expression.parse(text),
                  let value = try? FrameValue(expression, axis: .horizontal),
                  value.anchors.isEmpty,
                  case .number(let number)? = try? value.evaluate(natural: 0, anchor: { _, _ in 0 }) else { continue }
            own[canonical(name)] = number
        }
        return own
    }
}

extension FrameExpression {
    /// Layout places `center.x` at `left + width × layer.anchorPoint.x`
    /// (`center.y` likewise): with an anchor point other than the middle the
    /// centre anchor the solver knows (`left + width / 2`) is
    /// `value + width × (0.5 − anchorPoint.x)`.
    func anchoredAt(_ own: [String: Double]) -> FrameExpression {
        let (size, key): (LayoutAnchor, String)
        switch anchor {
        case .centerX: (size, key) = (.width, "layer.anchorPoint.x")
        case .centerY: (size, key) = (.height, "layer.anchorPoint.y")
        default: return self
        }
        guard let point = own[key], point != 0.5 else { return self }
        var copy = self
        copy.value = .binary(.add, value, .binary(.multiply, .anchor(.own, size), .number(0.5 - point)))
        return copy
    }
}
