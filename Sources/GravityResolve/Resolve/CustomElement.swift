import Foundation
import GravityDocument
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
    /// Elements it lays out inside itself, before any children the document
    /// writes: a title, segment labels, a placeholder. They are measured
    /// and drawn as any element is (text in the engine's fonts, Dynamic
    /// Type, bidi), so an `auto` size follows them. Build them with
    /// `CustomAttributes.label(_:font:color:)` and `Element(kind:location:)`;
    /// an `Image` among them names its picture (`ImageContent(name:)`) and
    /// is looked up as a written one is.
    var content: [Element] { get }
    /// What `gravity frames` prints as the element's `state`, in this
    /// order (`{"isOn": true}`), so a frames snapshot catches a control
    /// that flipped; empty: no `state` key.
    var frameState: [FrameStateEntry] { get }
}

extension CustomElement {
    public var naturalWidth: Double? { nil }
    /// nil: an `auto` height is that of an empty `Z`.
    public var naturalHeight: Double? { nil }
    /// No content of its own.
    public var content: [Element] { [] }
    /// No state in `gravity frames`.
    public var frameState: [FrameStateEntry] { [] }
}

/// One key of a custom element's `state` in `gravity frames`.
public struct FrameStateEntry: Sendable, Equatable {
    /// A JSON value: true/false, a number or a string.
    public enum Value: Sendable, Equatable {
        /// `true` or `false`.
        case bool(Bool)
        /// A number (printed as frames print numbers).
        case number(Double)
        /// A string.
        case text(String)
    }
    /// The key (`isOn`).
    public var name: String
    /// Its value.
    public var value: Value
    /// `name` with `value`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

/// A custom element's own attributes as written, with parsers that speak
/// the document's value syntax.
public struct CustomAttributes: Sendable {
    let values: [String: String]
    /// The render's appearance (light or dark), which semantic colour names
    /// are read in; a control picks its own colours in it too.
    public internal(set) var appearance = Appearance.light
    /// The tint in scope: the nearest `tintColor` on the element or an
    /// ancestor, as UIKit's `tintColor` is inherited down the view tree;
    /// nil when none is written (a control then uses `systemBlue`).
    public internal(set) var inheritedTint: Color?
    /// The layout direction in scope (`direction`, `--direction`); nil: left to right.
    public internal(set) var direction: TextDirection?
    /// The render's Dynamic Type size (`--content-size`).
    public internal(set) var contentSize = ContentSizeCategory.large
    /// The font in scope: the element's own `font`, else its parent's.
    public internal(set) var font = FontRequest.default
    /// Set when the element itself writes `font` (then `font(default:)` keeps it).
    public internal(set) var writesFont = false
    /// The colour in scope (`color`).
    public internal(set) var color = Color.black
    /// Where the element is written: for the elements of its `content`.
    public internal(set) var location = SourceLocation(file: "", line: 1, column: 1)
    /// Its `width`, `height` and clamps as written (before its natural size
    /// applies): its `content` fills a control given a size, and sizes an
    /// `auto` one (a `fill` inside would make it fill: fill propagates up).
    public internal(set) var size = SizeRules()
    /// Where each of its own attributes' values is written.
    var valueLocations: [String: SourceLocation] = [:]

    /// Where attribute `name`'s value is written, else the element: an
    /// `Image` of the `content` made from it is located there, so a
    /// missing image file is reported at the value.
    public func location(of name: String) -> SourceLocation { valueLocations[name] ?? location }

    /// The attributes as written, by name (tests build their own).
    public init(_ values: [String: String]) { self.values = values }

    /// The attributes as written, in a render's context (tests of
    /// appearance, tint and direction build their own).
    public init(_ values: [String: String], appearance: Appearance, tint: Color? = nil,
                direction: TextDirection? = nil, contentSize: ContentSizeCategory = .large) {
        self.values = values
        self.appearance = appearance
        self.inheritedTint = tint
        self.direction = direction
        self.contentSize = contentSize
    }

    /// Right to left in scope: a control mirrors (a switch's thumb, a slider's fill).
    public var isRightToLeft: Bool { direction == .rtl }

    /// The tint in scope, else UIKit's default `systemBlue` in the render's appearance.
    public var tintColor: Color { inheritedTint ?? semanticColor("systemBlue") }

    /// A UIKit semantic colour (`label`, `systemGray5`, …) in the render's
    /// appearance; black for a name that is not one (a programming error).
    public func semanticColor(_ name: String) -> Color {
        SemanticColors.color(named: name, appearance: appearance) ?? .black
    }

    /// The element's own `font` when written, else `style` in the system
    /// family: at the render's Dynamic Type size when `scaled` (UIKit's
    /// `adjustsFontForContentSizeCategory`), else at its default size (Large).
    public func font(default style: TextStyle, weight: Int? = nil, scaled: Bool = true) -> FontRequest {
        if writesFont { return font }
        var request = FontDescriptor(family: FontRequest.systemFamily, textStyle: style)
            .resolved(inheriting: font, contentSize: scaled ? contentSize : .large)
        if let weight { request.weight = weight }
        request.italic = false
        return request
    }

    /// A one-line label of `text` for a control's `content`: written at the
    /// element, in the scoped direction, centred unless `gravity` says otherwise.
    public func label(_ text: String, font: FontRequest, color: Color,
                      gravity: GravityValue = GravityValue(horizontal: .center, vertical: .middle)) -> Element {
        var label = Element(kind: .label, location: location)
        label.gravity = gravity
        label.ownGravity = gravity
        var content = TextContent(text: text, font: font, color: color)
        content.direction = direction
        label.text = content
        label.appearance.color = color
        return label
    }

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

    /// A whole number (`3`).
    public func integer(_ name: String) throws -> Int? { try value(name, Parse.integer) }

    /// One of `choices` (UIKit's case names, matched exactly); anything
    /// else is an error at the value that lists them.
    public func choice(_ name: String, among choices: [String]) throws -> String? {
        try value(name) { text in
            let trimmed = text.trimmingSpaces()
            guard choices.contains(trimmed) else {
                let near = Nearby.names(to: trimmed, among: choices, limit: 1, maxDistance: max(2, trimmed.count / 3))
                throw CustomAttributeError(name: name, message: "'\(text)' is not one of "
                    + choices.map { "'\($0)'" }.joined(separator: ", ")
                    + (near.isEmpty ? "" : "; did you mean '\(near[0])'?"))
            }
            return trimmed
        }
    }

    /// A comma-separated list (`items="Day, Week, Month"`), each item
    /// trimmed; `\,` writes a comma inside an item. Empty text: no items.
    public func list(_ name: String) -> [String]? {
        guard let text = values[name] else { return nil }
        var items: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                items.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        items.append(current.trimmingSpaces())
        return items == [""] ? [] : items
    }
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
