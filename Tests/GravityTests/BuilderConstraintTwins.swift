import Gravity
import GravityCore

/// Examples/Constraints' self-sizing layouts written with the builder.
extension BuilderExampleTwins {
    /// Examples/Constraints/ChipRow.xml.
    static func chipRow() -> any LayoutElement {
        func chip(_ text: String) -> Z {
            Z { Label(text).font("System 14").textColor("#2348a0").attribute("keepInsets", "6 12 6 12") }
                .backgroundColor("#e8eefc").cornerRadius(14)
        }
        return V(spacing: 12, padding: 16, gravity: .left, .top) {
            Label("Topics").font("Inter SemiBold 15").textColor("#1b2a4a")
            H(spacing: 8, gravity: .left, .middle) {
                chip("Swift")
                chip("Auto Layout")
                chip("Cassowary")
                Z {
                    Z().id("dot").backgroundColor("#e5484d").cornerRadius(4)
                    Label("Live").id("label").font("System 14").textColor("#a0232b")
                }
                .backgroundColor("#fdecec").cornerRadius(14)
                .constraints("""
                    dot.width = 8; dot.height = dot.width
                    dot.left = parent.left + 10; dot.centerY = label.centerY
                    label.left = dot.right + 6; parent.right = label.right + 12
                    label.top = parent.top + 6; parent.bottom = label.bottom + 6
                    """)
            }
        }
        .backgroundColor("white")
    }

    /// Examples/Constraints/Feed.xml, with the same data.
    static func feed() -> any LayoutElement {
        V(spacing: 12, padding: 16, gravity: .left, .top) {
            Repeat("{posts}", as: "post") {
                Z {
                    Z().id("avatar{index}").size(36, 36).cornerRadius(18).backgroundColor("{post.color}")
                        .attribute("keepLeftInset", "12").attribute("keepTopInset", "12").attribute("keepBottomInset", "min 12")
                    Label("{post.author}").id("name{index}").font("Inter SemiBold 15").textColor("#1b2a4a")
                        .attribute("keepLeftOffsetTo", "avatar{index}: 10").attribute("keepTopAlignTo", "avatar{index}")
                    Z(padding: 1, 6) { Label("PRO").font("Inter Bold 10").textColor("white") }
                        .id("badge{index}").cornerRadius(6).backgroundColor("#e5484d").attribute("hidden", "{!post.isPro}")
                        .attribute("keepLeftOffsetTo", "name{index}: 6").attribute("keepHorizontalAlignTo", "name{index}")
                    Label("{post.time}").id("time{index}").font("System 13").textColor("#667085")
                        .attribute("keepLeftOffsetTo", "badge{index}: 6").attribute("keepBaselineAlignTo", "name{index}")
                    Label("{post.body}").id("body{index}").font("System 14").textColor("#344054").wrap()
                        .attribute("keepLeftAlignTo", "name{index}").attribute("keepRightInset", "12")
                        .attribute("keepTopOffsetTo", "name{index}: 4").attribute("keepBottomInset", "min 12")
                }
                .width(.fill).backgroundColor("white").cornerRadius(12)
            }
        }
        .width(360).backgroundColor("#f2f4f7")
    }
}
