import Gravity

/// Examples/Controls.xml with the builder twins of UIKit's controls.
extension BuilderExampleTwins {
    static func controls() -> any LayoutElement {
        func caption(_ text: String) -> Label { Label(text).width(.fill).wrap().font("footnote").textColor("secondaryLabel") }
        return Z(gravity: .leading, .top) {
            V(spacing: 10, padding: 16, gravity: .leading, .top) {
                caption("UIButton: custom, system (normal, highlighted, disabled, selected), info, add, close")
                H(spacing: 12, gravity: .leading, .middle) {
                    UIButton("Custom").backgroundColor("systemIndigo").cornerRadius(8).attribute("contentEdgeInsets", "0 12")
                    UIButton("System", type: "system")
                    UIButton("Pressed", type: "system").attribute("isHighlighted", "true")
                    UIButton("Off", type: "system").attribute("isEnabled", "false")
                }
                H(spacing: 12, gravity: .leading, .middle) {
                    UIButton("Follow", type: "system").attribute("selectedTitle", "Following").attribute("isSelected", "true")
                    UIButton(type: "infoLight")
                    UIButton(type: "contactAdd")
                    UIButton(type: "close")
                }
                caption("UIButton.Configuration: plain, tinted, gray, filled, borderedProminent (capsule), disabled")
                H(spacing: 12, gravity: .leading, .middle) {
                    UIButton("Plain", configuration: "plain")
                    UIButton("Tinted", configuration: "tinted")
                    UIButton("Gray", configuration: "gray")
                    UIButton("Filled", configuration: "filled")
                }
                H(spacing: 12, gravity: .leading, .middle) {
                    UIButton("Prominent", configuration: "borderedProminent").attribute("cornerStyle", "capsule")
                    UIButton("Disabled", configuration: "filled").attribute("isEnabled", "false")
                    UIButton("Red", configuration: "filled").tintColor("systemRed")
                }
                caption("UISwitch: off, on, highlighted, disabled, custom tint")
                H(spacing: 12, gravity: .leading, .middle) {
                    UISwitch()
                    UISwitch(isOn: true)
                    UISwitch(isOn: true).attribute("isHighlighted", "true")
                    UISwitch(isOn: true, isEnabled: false)
                    UISwitch(isOn: true).attribute("onTintColor", "systemIndigo")
                }
                caption("UISegmentedControl: selected, none, disabled")
                UISegmentedControl(items: ["Day", "Week", "Month", "Year"], selectedSegmentIndex: 1).width(.fill)
                H(spacing: 12, gravity: .leading, .middle) {
                    UISegmentedControl(items: ["List", "Grid"])
                    UISegmentedControl(items: ["On", "Off"], selectedSegmentIndex: 0).attribute("isEnabled", "false")
                }
                caption("UISlider: 0.3, tinted 0.8, disabled; UIStepper: min, middle, max")
                H(spacing: 12, gravity: .leading, .middle) {
                    UISlider(value: 0.3).width(.fill)
                    UISlider(value: 0.8).width(.fill).tintColor("systemOrange")
                    UISlider(value: 0.5).width(.fill).attribute("isEnabled", "false")
                }
                .width(.fill)
                H(spacing: 12, gravity: .leading, .middle) {
                    UIStepper(value: 0)
                    UIStepper(value: 50)
                    UIStepper(value: 100).attribute("isHighlighted", "true")
                }
                caption("UIProgressView: 0, 0.25, 1, bar style; UIPageControl (white over grey, tinted); UIActivityIndicatorView")
                V(spacing: 8) {
                    UIProgressView(progress: 0).width(.fill)
                    UIProgressView(progress: 0.25).width(.fill)
                    UIProgressView(progress: 1).width(.fill).attribute("progressTintColor", "systemGreen")
                    UIProgressView(progress: 0.6).width(.fill).attribute("progressViewStyle", "bar")
                }
                .width(.fill)
                H(spacing: 12, gravity: .leading, .middle) {
                    UIPageControl(numberOfPages: 3).backgroundColor("systemGray").cornerRadius(13)
                    UIPageControl(numberOfPages: 5, currentPage: 2)
                        .attribute("pageIndicatorTintColor", "tertiaryLabel").attribute("currentPageIndicatorTintColor", "label")
                    UIActivityIndicatorView()
                    UIActivityIndicatorView(style: "large")
                    UIActivityIndicatorView(isAnimating: false)
                }
                caption("UITextField: roundedRect, placeholder, line, bezel, none")
                UITextField(text: "ada@example.com", borderStyle: "roundedRect").width(.fill)
                UITextField(placeholder: "Email", borderStyle: "roundedRect").width(.fill)
                H(spacing: 12, gravity: .leading, .middle) {
                    UITextField(text: "Line", borderStyle: "line").width(.fill)
                    UITextField(text: "Bezel", borderStyle: "bezel").width(.fill)
                    UITextField(placeholder: "None").width(.fill)
                }
                .width(.fill)
                caption("UISearchBar, UIDatePicker (compact), UITextView")
                UISearchBar(placeholder: "Search").width(.fill)
                H(spacing: 12, gravity: .leading, .middle) {
                    UIDatePicker(date: "2026-12-07 09:41")
                    UIDatePicker(date: "2026-12-07", mode: "date").attribute("isHighlighted", "true")
                }
                UITextView("A text view wraps its text inside UIKit's insets: eight points above and below, five at the sides.").width(.fill)
                caption("UIVisualEffectView (an approximation: the material's tint, no blur)")
                Z {
                    UIVisualEffectView {
                        Label("systemMaterial").gravity(.center, .middle).font("subheadline").textColor("label")
                    }
                    .width(.fill).height(.fill).margin(6)
                }
                .width(.fill).height(44).backgroundColor("systemTeal")
            }
            .width(.fill)
        }
        .width(390).backgroundColor("systemGroupedBackground")
    }
}
