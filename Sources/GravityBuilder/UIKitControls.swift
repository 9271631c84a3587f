import GravityCore

// Builder twins of GravityUIKit's controls (SPEC §14.2): each makes the node
// `<UISwitch isOn="true"/>` and friends would, for an engine that knows
// UIKit's controls (the default setup). Their other attributes — states,
// tints, `adjustsFontForContentSizeCategory` — are set with
// `.attribute(_:_:)`, or the common modifiers (`.tintColor`, `.width`, …).

/// Formats an optional number as documents write it.
private func number(_ value: Double?) -> String? { value.map(formatNumber) }
private func flag(_ value: Bool?) -> String? { value.map { $0 ? "true" : "false" } }

/// `<UISwitch isOn=…/>`: UIKit's 51 × 31 switch.
public struct UISwitch: LayoutElement {
    /// The `<UISwitch>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(isOn: Bool = false, isEnabled: Bool? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UISwitch", [("isOn", flag(isOn)), ("isEnabled", flag(isEnabled))], at: CallSite(file, line, column))
    }
}

/// `<UISegmentedControl items=… selectedSegmentIndex=…/>`; -1 selects none.
public struct UISegmentedControl: LayoutElement {
    /// The `<UISegmentedControl>` node.
    public var node: Node
    /// Items with a comma are written with `\,` (the list's escape).
    public init(items: [String], selectedSegmentIndex: Int = -1,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let list = items.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,") }
        node = makeNode("UISegmentedControl", [("items", list.joined(separator: ", ")),
                                               ("selectedSegmentIndex", String(selectedSegmentIndex))],
                        at: CallSite(file, line, column))
    }
}

/// `<UISlider value=… minimumValue=… maximumValue=…/>`.
public struct UISlider: LayoutElement {
    /// The `<UISlider>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(value: Double, minimumValue: Double? = nil, maximumValue: Double? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UISlider", [("value", number(value)), ("minimumValue", number(minimumValue)),
                                     ("maximumValue", number(maximumValue))], at: CallSite(file, line, column))
    }
}

/// `<UIStepper value=… minimumValue=… maximumValue=…/>`: 94 × 32.
public struct UIStepper: LayoutElement {
    /// The `<UIStepper>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(value: Double, minimumValue: Double? = nil, maximumValue: Double? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UIStepper", [("value", number(value)), ("minimumValue", number(minimumValue)),
                                      ("maximumValue", number(maximumValue))], at: CallSite(file, line, column))
    }
}

/// `<UIProgressView progress=…/>`.
public struct UIProgressView: LayoutElement {
    /// The `<UIProgressView>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(progress: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UIProgressView", [("progress", number(progress))], at: CallSite(file, line, column))
    }
}

/// `<UIPageControl numberOfPages=… currentPage=…/>`.
public struct UIPageControl: LayoutElement {
    /// The `<UIPageControl>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(numberOfPages: Int, currentPage: Int = 0, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UIPageControl", [("numberOfPages", String(numberOfPages)), ("currentPage", String(currentPage))],
                        at: CallSite(file, line, column))
    }
}

/// `<UIActivityIndicatorView activityIndicatorViewStyle=… isAnimating=…/>`.
public struct UIActivityIndicatorView: LayoutElement {
    /// The `<UIActivityIndicatorView>` node.
    public var node: Node
    /// `style` is `medium` or `large`.
    public init(style: String = "medium", isAnimating: Bool = true,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UIActivityIndicatorView", [("activityIndicatorViewStyle", style), ("isAnimating", flag(isAnimating))],
                        at: CallSite(file, line, column))
    }
}

/// `<UITextField text=… placeholder=… borderStyle=…/>`.
public struct UITextField: LayoutElement {
    /// The `<UITextField>` node.
    public var node: Node
    /// `borderStyle`: `none`, `line`, `bezel` or `roundedRect`.
    public init(text: String? = nil, placeholder: String? = nil, borderStyle: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UITextField", [("text", text), ("placeholder", placeholder), ("borderStyle", borderStyle)],
                        at: CallSite(file, line, column))
    }
}

/// `<UITextView text=…/>`.
public struct UITextView: LayoutElement {
    /// The `<UITextView>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UITextView", [("text", text)], at: CallSite(file, line, column))
    }
}

/// `<UISearchBar text=… placeholder=…/>`.
public struct UISearchBar: LayoutElement {
    /// The `<UISearchBar>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(text: String? = nil, placeholder: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UISearchBar", [("text", text), ("placeholder", placeholder)], at: CallSite(file, line, column))
    }
}

/// `<UIDatePicker date=… datePickerMode=…/>` in its compact style.
public struct UIDatePicker: LayoutElement {
    /// The `<UIDatePicker>` node.
    public var node: Node
    /// `date`: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `HH:mm`; `mode`: `date`, `time`, `dateAndTime`.
    public init(date: String, mode: String? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        node = makeNode("UIDatePicker", [("date", date), ("datePickerMode", mode)], at: CallSite(file, line, column))
    }
}

/// `<UIVisualEffectView effect=…>` with `content` over it.
public struct UIVisualEffectView: LayoutElement {
    /// The `<UIVisualEffectView>` node.
    public var node: Node
    /// The element with these attributes; `nil` ones are not written.
    public init(effect: String = "systemMaterial", file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UIVisualEffectView", [("effect", effect)], children: content(), at: CallSite(file, line, column))
    }
}

/// `<UIButton title=… type=… configuration=…>` with `content` in its layer
/// (Gravity's own `Button` is the built-in layer with a title).
public struct UIButton: LayoutElement {
    /// The `<UIButton>` node.
    public var node: Node
    /// `type`: `custom` (default), `system`, …; `configuration`: `plain`, `tinted`, `gray`, `filled`, `borderedProminent`.
    public init(_ title: String? = nil, type: String? = nil, configuration: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                @LayoutBuilder _ content: () -> [Node] = { [] }) {
        node = makeNode("UIButton", [("title", title), ("type", type), ("configuration", configuration)],
                        children: content(), at: CallSite(file, line, column))
    }
}
