import Foundation
import GravityCore
@testable import GravityText

/// The bundled fonts plus the box-glyph `GravityTest` font of
/// Tests/Fixtures/Fonts (see make_gravity_test_font.py there).
enum TestFonts {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts").path
    static let library = try! FontLibrary.standard(extraDirectories: [fixtures])
    static let measurer = TextMeasurer(library: library)

    /// A label's content in `font` (a font string).
    static func content(_ text: String, font: String = "GravityTest 16", wrap: Bool = false,
                        alignment: TextAlignment = .left) -> TextContent {
        var content = TextContent(text: text, font: try! FontDescriptor.parse(font).resolved(inheriting: .default), color: .black)
        content.wrap = wrap
        content.alignment = alignment
        return content
    }
}
