import GravityCore

/// `value` between `minimumValue` and `maximumValue`, as UISlider and
/// UIStepper hold it: UIKit clamps the value into the range, and so does
/// Gravity (a documented clamp, reported in `gravity frames` as clamped).
/// A minimum above the maximum is an error at the maximum.
public struct ValueRange: Equatable, Sendable {
    /// Clamped into `minimum`…`maximum`.
    public var value: Double
    /// `minimumValue`.
    public var minimum: Double
    /// `maximumValue`.
    public var maximum: Double

    static let attributeNames = ["value", "minimumValue", "maximumValue"]

    init(_ attributes: CustomAttributes, value defaultValue: Double, minimum: Double, maximum: Double) throws {
        self.minimum = try attributes.number("minimumValue") ?? minimum
        self.maximum = try attributes.number("maximumValue") ?? maximum
        guard self.minimum.isFinite, self.maximum.isFinite, self.minimum <= self.maximum else {
            throw CustomAttributeError(name: attributes.string("maximumValue") == nil ? "minimumValue" : "maximumValue",
                                       message: "the range \(jsonNumber(self.minimum))…\(jsonNumber(self.maximum)) is empty: minimumValue must not exceed maximumValue")
        }
        let written = try attributes.number("value") ?? defaultValue
        guard written.isFinite else { throw CustomAttributeError(name: "value", message: "'\(written)' is not a finite number") }
        value = min(max(written, self.minimum), self.maximum)
    }

    /// 0…1 along the range (0 when the range is one value).
    public var fraction: Double { maximum > minimum ? (value - minimum) / (maximum - minimum) : 0 }
}
