import GravityCore

/// The UIKit classes Gravity draws, each a `CustomElement` in this module
/// written on the same extension API as a user's own element. The engine
/// registers them by default (`EngineSetup`), so documents use
/// `<UISwitch/>` with no setup. Controls live in `Controls/`, views that
/// are not controls in `Views/`, shared drawing in `Support/`.
public enum UIKitCatalog {
    /// Every element type, in the order the docs list them.
    public static let elements: [any CustomElement.Type] = controls + views

    /// `UIControl` subclasses (state attributes, tint).
    public static let controls: [any CustomElement.Type] = [
        UIButtonElement.self, UISwitchElement.self, UISegmentedControlElement.self, UISliderElement.self, UIStepperElement.self, UIPageControlElement.self,
        UITextFieldElement.self, UISearchBarElement.self, UIDatePickerElement.self,
    ]

    /// Views that are not controls.
    public static let views: [any CustomElement.Type] = [
        UIProgressViewElement.self, UIActivityIndicatorViewElement.self, UITextViewElement.self, UIVisualEffectViewElement.self,
    ]

    /// The catalog as an engine's element types.
    public static var types: CustomElementTypes {
        var types = CustomElementTypes()
        // The names are UIKit's, none built in: registering cannot fail.
        for element in elements { try! types.register(element) }
        return types
    }
}
