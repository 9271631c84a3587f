import Gravity
import GravityCore

/// Twins of Examples/Variants (semantic colours and text styles, resolved
/// in the render's appearance and content size either way).
extension BuilderExampleTwins {
    static func settings() -> any LayoutElement {
        func header(_ text: String) -> Label {
            Label(text).font("footnote").textColor("secondaryLabel").margin(top: 8, leading: 16)
        }
        func group(@LayoutBuilder _ rows: () -> [Node]) -> V {
            V(rows).width(.fill).backgroundColor("secondarySystemGroupedBackground").cornerRadius(10)
        }
        func row(@LayoutBuilder _ content: () -> [Node]) -> H {
            H(spacing: 12, padding: 11, 16, gravity: .leading, .middle, alignment: nil, content).width(.fill)
        }
        func separator() -> Z { Z().width(.fill).height(0.5).margin(leading: 16).backgroundColor("separator") }
        // The XML's width is {device.name == '' ? 375 : 'fill'}: 375 here, with no device.
        return Z {
            V(spacing: 8, padding: 16, gravity: .leading, .top) {
                Label("Settings").font("largeTitle bold").textColor("label")
                header("ACCOUNT")
                group {
                    row {
                        Z { Label("A").gravity(.center).font("System Bold 15").textColor("white") }
                            .size(30, 30).cornerRadius(7).backgroundColor("systemBlue")
                        V(spacing: 2, gravity: .leading) {
                            Label("Ada Lovelace").font("headline").textColor("label").wrap()
                            Label("Apple Account, iCloud").font("subheadline").textColor("secondaryLabel").wrap()
                        }
                        .width(.fill)
                        Label("›").font("body").textColor("tertiaryLabel")
                    }
                }
                header("GENERAL")
                group {
                    row {
                        Label("Airplane Mode").font("body").textColor("label").width(.fill).wrap()
                        UISwitch(isOn: true)
                    }
                    separator()
                    row {
                        Label("Wi-Fi").font("body").textColor("label").width(.fill).wrap()
                        Label("Home").font("body").textColor("secondaryLabel")
                        Label("›").font("body").textColor("tertiaryLabel")
                    }
                    separator()
                    row {
                        Label("Notifications").font("body").textColor("label").width(.fill).wrap()
                        Z(padding: 2, 8) { Label("3").gravity(.center).font("footnote semibold").textColor("white") }
                            .minWidth(22).cornerRadius(11).backgroundColor("systemRed")
                    }
                }
                Label("Text and colours follow the system: light or dark, and the reader's text size.")
                    .font("footnote").textColor("secondaryLabel").margin(leading: 16).width(.fill).wrap()
                Label("Learn more…").font("body").textColor("link").margin(leading: 16)
            }
            .width(.fill)
        }
        .width(375).height(.fill).gravity(.leading, .top).clips().backgroundColor("systemGroupedBackground")
    }

    static func chat() -> any LayoutElement {
        func time(_ text: String) -> Label {
            Label(text).font("caption2").textColor("tertiaryLabel").gravity(.center).margin(top: 6)
        }
        func incoming(_ text: String) -> Z {
            Z(padding: 8, 12) { Label(text).font("body").textColor("label").wrap() }
                .gravity(.leading).margin(trailing: 60).cornerRadius(18).backgroundColor("systemGray5")
        }
        func outgoing(_ text: String) -> Z {
            Z(padding: 8, 12) { Label(text).gravity(.leading).font("body").textColor("white").wrap() }
                .gravity(.trailing).margin(leading: 60).cornerRadius(18).backgroundColor("systemBlue")
        }
        // The XML's width is {device.name == '' ? 375 : 'fill'}: 375 here, with no device.
        return Z {
            V(spacing: 6, padding: 16, 12, gravity: .leading, .top) {
                time("Today 09:41")
                incoming("Are we still on for lunch?")
                outgoing("Yes! The usual place at noon.")
                incoming("Perfect. I'll book a table by the window.")
                time("Today 11:58")
                outgoing("Running five minutes late 🙈")
                Label("Delivered").font("caption1").textColor("secondaryLabel").gravity(.trailing)
                H(spacing: 8, gravity: .middle) {
                    Z(padding: 7, 12) { Label("Message").font("body").textColor("placeholderText").gravity(.leading) }
                        .width(.fill).cornerRadius(18).borderColor("opaqueSeparator").borderWidth(1)
                    Z { Label("↑").font("System Semibold 17").textColor("white") }
                        .size(32, 32).cornerRadius(16).backgroundColor("systemBlue")
                }
                .width(.fill).margin(top: 10)
            }
            .width(.fill)
        }
        .width(375).height(.fill).gravity(.leading, .top).clips().backgroundColor("systemBackground")
    }
}
