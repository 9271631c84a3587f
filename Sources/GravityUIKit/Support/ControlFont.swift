import GravityCore

/// A control's text style. UIKit's controls keep their default font at
/// every Dynamic Type size unless `adjustsFontForContentSizeCategory` is
/// true; then the text style follows `--content-size`. A written `font`
/// (a text style like `font="body"` scales, as on a label) always wins.
enum ControlFont {
    static let attributeNames = ["adjustsFontForContentSizeCategory"]

    static func font(_ attributes: CustomAttributes, _ style: TextStyle, weight: Int? = nil) throws -> FontRequest {
        let scaled = try attributes.bool("adjustsFontForContentSizeCategory") ?? false
        return attributes.font(default: style, weight: weight, scaled: scaled)
    }
}
