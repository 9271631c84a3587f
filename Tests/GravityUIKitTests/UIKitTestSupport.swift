import XCTest
import Gravity
import GravityCore

/// One engine with the default setup: UIKit's controls need no registration.
enum UIKitTesting {
    static let engine = try! GravityEngine()

    /// The frames JSON of `xml` at scale 1 (and `options`).
    static func frames(_ xml: String, _ options: LayoutOptions = LayoutOptions(scale: 1)) throws -> String {
        FrameJSON.encode(try engine.layout(xml: xml, options: options))
    }

    /// The messages of the diagnostics `xml` fails with (empty when it lays out).
    static func errors(_ xml: String, _ options: LayoutOptions = LayoutOptions(scale: 1)) -> [String] {
        do {
            _ = try engine.layout(xml: xml, options: options)
            return []
        } catch {
            return (error as? DiagnosticsError)?.diagnostics.items.map(\.description) ?? ["\(error)"]
        }
    }

    /// The device pixel at (`x`, `y`) of `xml` rendered at `options`.
    static func pixel(_ xml: String, x: Int, y: Int, _ options: LayoutOptions = LayoutOptions(scale: 1)) throws -> (Int, Int, Int, Int) {
        let pixels = try engine.rasterize(try engine.layout(xml: xml, options: options))
        let c = pixels.color(x: x, y: y)
        return (Int(c.0), Int(c.1), Int(c.2), Int(c.3))
    }
}
