#if SnapshotTesting
import Foundation
// The builder and Gravity's testing types (`Tolerance`) come with the strategies.
@_exported import GravityBuilder
@_exported import GravityTestingCore
// The variant types `.gravity(variant:)` and `.gravity(variants:)` take.
@_exported import struct GravityCore.Variant
@_exported import struct GravityCore.VariantMatrix
@_exported import enum GravityCore.Appearance
@_exported import enum GravityCore.ContentSizeCategory
@_exported import enum GravityCore.Orientation
@_exported import enum GravityCore.TextDirection

/// What a `.gravity` snapshot holds: the PNG that `gravity render` would
/// write (the reference file's bytes), decoded to pixels for comparison.
/// A layout with errors has no image: its snapshot carries the error, so
/// the assertion fails with it rather than comparing or recording pixels.
public struct GravitySnapshot: Sendable {
    /// What the reference (or the render) turned out to be.
    public enum Content: Sendable {
        /// Pixels: a render, or a reference PNG that decoded.
        case image(RGBAImage)
        /// Bytes that are not a readable PNG (a damaged reference), and why.
        case unreadable(String)
        /// The layout did not lay out; the diagnostics, located.
        case layoutError(String)
    }

    /// The reference file's bytes: PNG, or the error's text. A render's PNG
    /// is encoded here, when swift-snapshot-testing first asks for it (to
    /// record a reference or write a failure's files): a render that
    /// matches its reference is never encoded.
    public var data: Data {
        switch bytes {
        case .data(let data):
            return data
        case .rendered(let rendered):
            do {
                return Data(try rendered.png)
            } catch {
                return Data((Self.errorHeader + "the render could not be encoded as PNG: \(error)\n").utf8)
            }
        }
    }
    /// Pixels, a damaged reference or a layout error; the diffing decides from the pair.
    public var content: Content

    private enum Bytes: Sendable {
        case data(Data)
        case rendered(RenderedSnapshot)
    }
    private var bytes: Bytes

    /// A render: the PNG `gravity render` would write, and its pixels.
    public init(rendered: RenderedSnapshot) {
        bytes = .rendered(rendered)
        content = .image(rendered.image)
    }

    /// Starts the text of a reference recorded from a layout with errors.
    static let errorHeader = "gravity: this reference was recorded from a layout with errors\n"

    /// A layout that failed: `message` holds its located diagnostics, recorded as text if no reference existed.
    public init(layoutError message: String) {
        bytes = .data(Data((Self.errorHeader + message + "\n").utf8))
        content = .layoutError(message)
    }

    /// A reference read back from disk.
    public init(data: Data) {
        bytes = .data(data)
        if data.starts(with: Data(Self.errorHeader.utf8)) {
            content = .layoutError(String(decoding: data.dropFirst(Self.errorHeader.utf8.count), as: UTF8.self))
            return
        }
        do {
            content = .image(try RGBAImage(pngBytes: [UInt8](data), path: "reference"))
        } catch {
            content = .unreadable("\(error)")
        }
    }
}
#endif
