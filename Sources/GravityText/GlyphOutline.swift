import CFreeType
import GravityCore

/// One step of a glyph outline, for vector backends (SVG).
///
/// Coordinates are points at the font's size, relative to the pen position
/// on the baseline, with **y down** (as in SVG and device pixels): a point
/// above the baseline has a negative y. Contours are closed by `close`.
public enum GlyphPathCommand: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    /// A quadratic Bézier (TrueType outlines).
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    /// A cubic Bézier (CFF outlines).
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    case close
}

/// Reads unhinted outlines in font units through FT_Outline_Decompose.
enum GlyphOutlineReader {
    /// Collects commands; `scale` converts font units to points.
    private final class Collector {
        let scale: Double
        var commands: [GlyphPathCommand] = []
        var open = false
        init(scale: Double) { self.scale = scale }
        func x(_ vector: UnsafePointer<FT_Vector>?) -> Double { Double(vector!.pointee.x) * scale }
        func y(_ vector: UnsafePointer<FT_Vector>?) -> Double { -Double(vector!.pointee.y) * scale + 0 }  // + 0: no −0 in output
    }

    /// The outline of `glyph` at `size` points; empty for a glyph without one.
    /// The caller holds the FreeType lock.
    static func commands(face: FT_Face, glyph: UInt32, size: Double, unitsPerEm: Double) -> [GlyphPathCommand] {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return [] }
        let collector = Collector(scale: size / unitsPerEm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                if c.open { c.commands.append(.close) }
                c.commands.append(.move(x: c.x(to), y: c.y(to)))
                c.open = true
                return 0
            },
            line_to: { to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.line(x: c.x(to), y: c.y(to)))
                return 0
            },
            conic_to: { control, to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.quad(cx: c.x(control), cy: c.y(control), x: c.x(to), y: c.y(to)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.cubic(c1x: c.x(control1), c1y: c.y(control1), c2x: c.x(control2), c2y: c.y(control2),
                                         x: c.x(to), y: c.y(to)))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(collector).toOpaque()
        guard FT_Outline_Decompose(&slot.pointee.outline, &funcs, user) == 0 else { return [] }
        if collector.open { collector.commands.append(.close) }
        return collector.commands
    }
}
