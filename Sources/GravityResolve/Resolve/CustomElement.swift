import Foundation
import GravityValues

/// An element type of your own — Gravity's class support, as a plugin: a
/// name documents use like a built-in one (`<ProgressBar value="0.4"/>`, or
/// `Component("ProgressBar")` in the builder), attributes of its own parsed
/// once in Resolve, and drawing of its own (`DrawableElement` in
/// GravityRender). It lays out as a `Z`: the common attributes (size,
/// margins, gravity, appearance, id) work as on any element, and it may hold
/// children, which draw over it. Register it on the engine's setup
/// (`EngineSetup.register`); an engine built without it does not know the name.
public protocol CustomElement: Sendable {
    /// The element name in documents: `ProgressBar`.
    static var elementName: String { get }
    /// Its own attributes, beyond the common ones; any other is reported as
    /// unknown, as on built-in elements.
    static var attributeNames: [String] { get }
    /// Parses its attributes. Throw from the `attributes` accessors, or a
    /// `CustomAttributeError`, and the error is reported at the value.
    init(attributes: CustomAttributes) throws
    /// Natural size in points on an axis whose `width`/`height` is `auto`;
    /// nil: the size of an empty `Z` (its padding).
    var naturalWidth: Double? { get }
    /// Natural height in points when `height` is `auto`; nil: the size of an empty `Z` (its padding).
    var naturalHeight: Double? { get }
}

extension CustomElement {
    public var naturalWidth: Double? { nil }
    /// nil: an `auto` height is that of an empty `Z`.
    public var naturalHeight: Double? { nil }
}

/// A custom element's own attributes as written, with parsers that speak
/// the document's value syntax.
public struct CustomAttributes: Sendable {
    let values: [String: String]
    /// The render's appearance, which semantic colour names are read in.
    var appearance = Appearance.light

    /// The attributes as written, by name (tests build their own).
    public init(_ values: [String: String]) { self.values = values }

    /// The text as written; nil when absent.
    public func string(_ name: String) -> String? { values[name] }

    /// Parses `name` with `parse`; a thrown error is reported at the value.
    public func value<T>(_ name: String, _ parse: (String) throws -> T) throws -> T? {
        guard let text = values[name] else { return nil }
        do {
            return try parse(text)
        } catch let error as CustomAttributeError {
            throw error
        } catch let error as ValueError {
            throw CustomAttributeError(name: name, message: error.message)
        } catch {
            throw CustomAttributeError(name: name, message: "\(error)")
        }
    }

    /// A number (`0.4`).
    public func number(_ name: String) throws -> Double? { try value(name, Parse.number) }

    /// A colour in any form the document accepts (`#34c759`, `rgba(…)`,
    /// `white`, `systemBlue` in the render's appearance).
    public func color(_ name: String) throws -> Color? {
        try value(name) { [appearance] in try Color.parse($0, appearance: appearance) }
    }

    /// `true` or `false`.
    public func bool(_ name: String) throws -> Bool? { try value(name, Parse.bool) }
}

/// A bad value of a custom element's attribute.
public struct CustomAttributeError: Error, Sendable {
    /// The attribute whose value is bad.
    public var name: String
    /// Why, as the diagnostic at the value says it.
    public var message: String
    /// An error reported at attribute `name`'s value.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }
}

/// The custom element types one engine's documents may use, by element
/// name: a value the engine is built with (`EngineSetup.register`), so two
/// engines in one process each know their own.
public struct CustomElementTypes: Sendable, Equatable {
    private var types: [String: any CustomElement.Type] = [:]

    /// No custom types: documents may use only the built-in elements until
    /// ``register(_:)`` adds one.
    public init() {}

    /// Makes `type` usable by its `elementName`. A name that is built in
    /// cannot be taken; registering a name again replaces the earlier type.
    public mutating func register(_ type: any CustomElement.Type) throws {
        let name = type.elementName
        guard !ElementKind.builtInNames.contains(name), name != "Repeat", !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw ValueError("'\(name)' cannot name a custom element: it is built in or not a plain element name")
        }
        types[name] = type
    }

    /// The registered type for an element name.
    public func type(named name: String) -> (any CustomElement.Type)? { types[name] }

    /// The registered element names, sorted.
    public var names: [String] { types.keys.sorted() }

    /// The same names registered to the same types.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.types.mapValues(ObjectIdentifier.init) == rhs.types.mapValues(ObjectIdentifier.init)
    }
}
