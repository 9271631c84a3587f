import CFreeType
import GravityCore

/// Synthetic bold and oblique applied to a glyph outline, the way FreeType's
/// `FT_GlyphSlot_Embolden` and `FT_GlyphSlot_Oblique` do it (and browsers
/// for fonts without a bold or italic face): the outline grows by 1/24 em
/// and leans by a shear of 0x366A/0x10000 (about 12°).
enum SyntheticStyle {
    /// Total widening of a synthetic bold glyph, in ems; also added to each
    /// glyph's advance so emboldened letters keep their spacing.
    static let emboldenEm = 1.0 / 24
    /// x += shear · y.
    static let shear = FT_Fixed(0x0366A)

    /// Applies `synthesis` to `outline`, whose units make one em `em` long.
    static func apply(_ synthesis: FontSynthesis, to outline: UnsafeMutablePointer<FT_Outline>, em: Double) {
        if synthesis.bold {
            let strength = FT_Pos((em * emboldenEm).rounded())
            FT_Outline_EmboldenXY(outline, strength, strength)
        }
        if synthesis.oblique {
            var matrix = FT_Matrix(xx: 0x10000, xy: shear, yx: 0, yy: 0x10000)
            FT_Outline_Transform(outline, &matrix)
        }
    }

    /// The extra advance synthetic bold adds to a glyph, in points.
    static func extraAdvance(_ synthesis: FontSynthesis, size: Double) -> Double {
        synthesis.bold ? size * emboldenEm : 0
    }
}
