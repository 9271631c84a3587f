import Foundation
import GravityCore
import GravityRender

/// An image as a PNG file stores it: straight-alpha (not premultiplied) 8-bit
/// sRGB RGBA, row-major, y down. The unit of comparison.
public struct RGBAImage: Sendable, Equatable {
    /// Device pixels.
    public let width: Int
    /// Device pixels.
    public let height: Int
    /// 4 bytes per pixel: r, g, b, a.
    public var rgba: [UInt8]

    /// An image from straight-alpha RGBA bytes; `rgba` must hold exactly `width * height * 4` of them (a precondition).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA size does not match \(width) x \(height)")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A rendered buffer, converted exactly as PNG encoding converts it, so a
    /// rendered image and its decoded PNG compare equal.
    public init(_ buffer: PixelBuffer) {
        self.init(width: buffer.width, height: buffer.height, rgba: buffer.unpremultiplied())
    }

    /// Decodes PNG bytes; throws `ImageReadError` naming `path` when they are not a PNG.
    public init(pngBytes bytes: [UInt8], path: String = "<bytes>") throws {
        do {
            let decoded = try PNGCodec.decodeStraightRGBA(bytes)
            self.init(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
        } catch {
            throw ImageReadError(path: path, reason: "\(error)")
        }
    }

    /// Reads and decodes a PNG file.
    public init(contentsOfFile path: String) throws {
        try self.init(pngBytes: try Self.read(path), path: path)
    }

    /// A PNG file's bytes: a regular file only (a FIFO would block), of at
    /// most `Limits.fileSizeCeiling` bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        do {
            return try SafeFile.read(path, maxBytes: Limits.fileSizeCeiling)
        } catch .tooLarge(let size) {
            throw ImageReadError(path: path, reason: "the file is \(size.map { "\($0) bytes, " } ?? "")larger than \(Limits.fileSizeCeiling) bytes")
        } catch {
            throw ImageReadError(path: path, reason: "\(error)")
        }
    }

    /// 8-bit RGBA PNG bytes (no metadata). Exact for opaque pixels; the
    /// encoder takes premultiplied pixels, so colours under partial alpha
    /// may move by rounding.
    public func pngBytes() throws -> [UInt8] {
        try PNGCodec.encode(premultipliedBuffer())
    }

    /// The premultiplied buffer the PNG encoder takes.
    func premultipliedBuffer() -> PixelBuffer {
        PixelBuffer(width: width, height: height, straight: rgba)
    }
}

/// A PNG that could not be read or decoded.
public struct ImageReadError: Error, CustomStringConvertible, Equatable {
    /// The file named in the message (or a placeholder for bytes read elsewhere).
    public var path: String
    /// What libpng or the decoder said, or "not found".
    public var reason: String
    /// An error naming the image and why it could not be read.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    /// `path: not a readable PNG: reason`.
    public var description: String { "\(path): not a readable PNG: \(reason)" }
}

extension RGBAImage {
    /// Decodes several PNGs at once, one thread each (decoding dominates
    /// the cost of a comparison). Results are in the order of `sources`.
    public static func decodeConcurrently(_ sources: [PNGSource]) -> [Result<RGBAImage, Error>] {
        Concurrently.map(sources.count) { index in
            Result {
                switch sources[index] {
                case .file(let path): return try RGBAImage(contentsOfFile: path)
                case .bytes(let bytes): return try RGBAImage(pngBytes: bytes)
                case .read(let bytes, let path): return try RGBAImage(pngBytes: bytes, path: path)
                }
            }
        }
    }

    /// Where a PNG comes from.
    public enum PNGSource: Sendable {
        /// A PNG file to read.
        case file(String)
        /// PNG bytes already in memory.
        case bytes([UInt8])
        /// Bytes already read from `path` (named in errors).
        case read([UInt8], path: String)
    }
}
