import Foundation
import GravityDocument
import GravityValues

/// A view's transform as UIKit's key paths set it (`transform.rotation`,
/// `transform.scale.x`, `transform.translation.y`, …): applied about the
/// frame's centre, scale first, then rotation, then translation. Layout
/// keeps the untransformed frame; only drawing moves.
public struct ViewTransform: Hashable, Sendable {
    /// Radians, clockwise on screen.
    public var rotation: Double = 0
    /// Horizontal scale about the centre (`transform.scale.x`).
    public var scaleX: Double = 1
    /// Vertical scale about the centre (`transform.scale.y`).
    public var scaleY: Double = 1
    /// Points.
    public var translationX: Double = 0
    /// Points, downward.
    public var translationY: Double = 0

    /// No rotation, unit scale, no translation.
    public init() {}

    /// Whether drawing is left unmoved.
    public var isIdentity: Bool { self == ViewTransform() }

    /// The transform of canvas points for a frame whose centre is (`centerX`, `centerY`).
    public func matrix(centerX: Double, centerY: Double) -> Transform2D {
        Transform2D.translation(x: -centerX, y: -centerY)
            .then(.scale(x: scaleX, y: scaleY))
            .then(.rotation(rotation))
            .then(.translation(x: translationX + centerX, y: translationY + centerY))
    }
}

/// CALayer's shadow (`layer.shadowColor`, `shadowOpacity`, `shadowOffset`,
/// `shadowRadius`) with Core Animation's defaults: black, opacity 0 (no
/// shadow), offset (0, −3), radius 3.
public struct ViewShadow: Hashable, Sendable {
    /// `layer.shadowColor`, before `opacity` is applied.
    public var color: Color = .black
    /// 0…1; 0 draws nothing.
    public var opacity: Double = 0
    /// Points; positive height moves the shadow down (UIKit's flipped layers).
    public var offset = Size(width: 0, height: -3)
    /// Points: the blur's standard deviation.
    public var radius: Double = 3

    /// Core Animation's defaults.
    public init() {}
}

extension Resolver {
    /// `layer.*` properties UIKit draws, onto the element's appearance:
    /// the same values as Gravity's own spellings (a `layer.` spelling wins
    /// over the plain one when both are written).
    mutating func readLayerProperties(_ reader: inout AttributeReader, into appearance: inout ElementAppearance, clips: Bool?) {
        if let color = reader.value("layer.backgroundColor", parseColor) { appearance.backgroundColor = color }
        if let radius = reader.value("layer.cornerRadius", Parse.nonNegative) { appearance.cornerRadius = radius }
        if let color = reader.value("layer.borderColor", parseColor) { appearance.borderColor = color }
        if let width = reader.value("layer.borderWidth", Parse.nonNegative) {
            appearance.borderWidth = width
            // CALayer's borderColor defaults to opaque black, not the scoped colour.
            if appearance.borderColor == nil { appearance.borderColor = .black }
        }
        if let opacity = reader.value("layer.opacity", Parse.unitInterval) { appearance.opacity = opacity }
        let masks = reader.value("layer.masksToBounds", Parse.bool)
        if let masks { appearance.clips = masks }

        var shadow = ViewShadow()
        if let color = reader.value("layer.shadowColor", parseColor) { shadow.color = color }
        shadow.opacity = reader.value("layer.shadowOpacity", Parse.unitInterval) ?? 0
        if let offset = reader.value("layer.shadowOffset", Parse.size) { shadow.offset = offset }
        let number = layoutNumber
        if let width = reader.value("layer.shadowOffset.width", number) { shadow.offset.width = width }
        if let height = reader.value("layer.shadowOffset.height", number) { shadow.offset.height = height }
        if let radius = reader.value("layer.shadowRadius", Parse.nonNegative) { shadow.radius = radius }
        // Core Animation draws the shadow outside the bounds, so a layer
        // that masks to its bounds shows none.
        appearance.shadow = shadow.opacity > 0 && shadow.color.alpha > 0 && !(masks ?? clips ?? false) ? shadow : nil

        appearance.transform = readTransform(&reader)
    }

    /// UIView's `transform.*` and CALayer's `layer.transform.*` /
    /// `layer.affineTransform.*` key paths (Layout's spellings); the
    /// components a flat image cannot show (`rotation.x`, `translation.z`,
    /// `m34`, …) stay "not supported" warnings.
    private mutating func readTransform(_ reader: inout AttributeReader) -> ViewTransform {
        var transform = ViewTransform()
        let number = layoutNumber
        for prefix in ["transform.", "layer.transform.", "layer.affineTransform."] {
            if let angle = reader.value(prefix + "rotation", number) { transform.rotation = angle }
            if prefix == "layer.transform.", let angle = reader.value(prefix + "rotation.z", number) {
                transform.rotation = angle
            }
            if let scale = reader.value(prefix + "scale", number) { (transform.scaleX, transform.scaleY) = (scale, scale) }
            if let scale = reader.value(prefix + "scale.x", number) { transform.scaleX = scale }
            if let scale = reader.value(prefix + "scale.y", number) { transform.scaleY = scale }
            if let x = reader.value(prefix + "translation.x", number) { transform.translationX = x }
            if let y = reader.value(prefix + "translation.y", number) { transform.translationY = y }
        }
        return transform
    }
}

extension Resolver {
    /// Parses a number as Layout writes one: a bare expression over the
    /// document's data with `pi` (unless the data names something so).
    var layoutNumber: (String) throws -> Double {
        let scope = dataScope.value(of: "pi") == nil ? dataScope.binding("pi", to: .number(Double.pi)) : dataScope
        return { try Parse.layoutNumber($0, scope: scope) }
    }
}

extension Parse {
    /// A number, or an arithmetic expression of numbers, `pi` and the data
    /// as Layout writes angles (`pi / 2`, `-pi/4`, `isOpen ? pi : 0`).
    static func layoutNumber(_ text: String, scope: DataScope = DataScope().binding("pi", to: .number(Double.pi))) throws -> Double {
        if let value = parseFiniteNumber(text) { return value }
        let expression: Expression
        do {
            expression = try Expression.parse(text)
        } catch {
            throw ValueError("'\(text)' is not a number or an arithmetic expression (such as 'pi / 2')")
        }
        let value: DataValue
        do {
            value = try ExpressionEvaluator(scope: scope).evaluate(expression)
        } catch {
            throw ValueError("'\(text)' is not a number: \(error.message)")
        }
        guard case .number(let number) = value, number.isFinite else {
            throw ValueError("'\(text)' is not a number (it gives \(value.described))")
        }
        return number
    }

    /// A CGSize as Layout and Gravity write one: `width height` or `width,height`.
    static func size(_ text: String) throws -> Size {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard parts.count == 2, let width = parseFiniteNumber(parts[0]), let height = parseFiniteNumber(parts[1]) else {
            throw ValueError("'\(text)' is not a size (write 'width height', such as '0 2', or set layer.shadowOffset.width and .height)")
        }
        return Size(width: width, height: height)
    }
}
