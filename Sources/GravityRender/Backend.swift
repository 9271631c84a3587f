import GravityCore

/// Turns a Scene into file bytes. A backend sees only the Scene, so a Cairo,
/// Skia or GPU backend can be added without touching layout: implement this
/// protocol and register it in `Backends`.
public protocol Backend {
    /// The name `--backend` selects it by.
    var name: String { get }
    /// The file extension of its output.
    var fileExtension: String { get }
    func render(_ scene: Scene) throws -> [UInt8]
}

/// An error a backend reports (not an input error with a location).
public struct RenderError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
