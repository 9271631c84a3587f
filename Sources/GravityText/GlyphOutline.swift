import CFreeType
import Foundation
import GravityCore

/// A glyph's outline in font units, y up, as FreeType decomposes it
/// (`FT_Outline_Decompose`): contours of lines and quadratic/cubic Béziers.
public struct GlyphOutline: Sendable {
    public enum Command: Hashable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case quad(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }
    public var commands: [Command]
    /// Font units per em of the face, to scale the commands to a size.
    public var unitsPerEm: Double
}

/// Unhinted glyph outlines in font units (synthetic bold and oblique
/// applied), cached per (font file, face, synthesis, glyph).
/// The SVG backend draws text with these, so SVG files need no fonts.
public final class GlyphOutlines: @unchecked Sendable {
    private struct Key: Hashable {
        var path: String
        var faceIndex: Int
        var synthesis: FontSynthesis
        var glyph: UInt32
    }

    private let library: FontLibrary
    private var cache: [Key: GlyphOutline] = [:]
    private let lock = NSLock()

    public init(library: FontLibrary) {
        self.library = library
    }

    public func outline(font: FontKey, glyph: UInt32) throws -> GlyphOutline {
        let key = Key(path: font.path, faceIndex: font.faceIndex, synthesis: font.synthesis, glyph: glyph)
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let face = try library.face(path: font.path, index: font.faceIndex)
        let outline = decompose(face: face, synthesis: font.synthesis, glyph: glyph)
        lock.lock()
        cache[key] = outline
        lock.unlock()
        return outline
    }

    /// A colour glyph (CBDT emoji) as its strike holds it; nil for a face
    /// with outlines. The SVG backend embeds it as an image.
    public func colorGlyph(font: FontKey, glyph: UInt32) throws -> ColorBitmap? {
        let face = try library.face(path: font.path, index: font.faceIndex)
        guard let strike = face.colorStrike else { return nil }
        face.library.lock.lock()
        defer { face.library.lock.unlock() }
        return ColorGlyphs.load(face, strike: strike, glyph: glyph)
    }

    private final class Collector {
        var commands: [GlyphOutline.Command] = []
        var open = false
    }

    private func decompose(face: FontFace, synthesis: FontSynthesis, glyph: UInt32) -> GlyphOutline {
        let collector = Collector()
        face.library.lock.lock()
        defer { face.library.lock.unlock() }
        let ftFace = face.face
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = ftFace.pointee.glyph, gravity_slot_is_outline(slot) != 0 else {
            return GlyphOutline(commands: [], unitsPerEm: face.unitsPerEm)
        }
        SyntheticStyle.apply(synthesis, to: &slot.pointee.outline, em: face.unitsPerEm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                if c.open { c.commands.append(.close) }
                c.commands.append(.move(Double(to!.pointee.x), Double(to!.pointee.y)))
                c.open = true
                return 0
            },
            line_to: { to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.line(Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            conic_to: { control, to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.quad(Double(control!.pointee.x), Double(control!.pointee.y),
                                        Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let c = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                c.commands.append(.cubic(Double(control1!.pointee.x), Double(control1!.pointee.y),
                                         Double(control2!.pointee.x), Double(control2!.pointee.y),
                                         Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(collector).toOpaque()
        _ = withExtendedLifetime(collector) { FT_Outline_Decompose(&slot.pointee.outline, &funcs, user) }
        if collector.open { collector.commands.append(.close) }
        return GlyphOutline(commands: collector.commands, unitsPerEm: face.unitsPerEm)
    }
}
