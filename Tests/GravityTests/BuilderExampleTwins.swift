import Gravity

/// Every layout in Examples/ written with the builder, element for element
/// (UIKit aliases under their canonical names; attributes that mean nothing
/// in an image, such as `action`, left out). BuilderEquivalenceTests checks
/// that each lays out to exactly the frames of its XML.
enum BuilderExampleTwins {
    static let all: [String: () -> any LayoutElement] = [
        "Welcome.xml": welcome,
        "Cards.xml": cards,
        "Images.xml": images,
        "Gravity/MapCallout.xml": mapCallout,
        "Gravity/FormRows/FormRow.xml": formRow,
        "Gravity/FormRows/MainFixed.xml": formRowsMain,
        "Text/Baselines.xml": baselines,
        "Text/CapAlign.xml": capAlign,
        "Text/Paragraph.xml": paragraph,
        "Text/International.xml": international,
        "Text/Japanese.xml": japanese,
        "Text/Scripts.xml": scripts,
        "CustomElement/Progress.xml": progress,
        "Constraints/KeepCard.xml": keepCard,
        "Constraints/RelativityUnderline.xml": relativityUnderline,
        "Constraints/SimpleFormat.xml": simpleFormat,
        "Constraints/ChipRow.xml": chipRow,
        "Constraints/Form.xml": form,
        "Constraints/Feed.xml": feed,
        "Gravity/Shrinking.xml": shrinking,
        "Data/SocialCard.xml": socialCard,
        "Data/PriceTable.xml": priceTable,
        "Data/ListItem.xml": { listItem() },
        "Data/TemplateList.xml": templateList,
        "Variants/Settings.xml": settings,
        "Variants/Chat.xml": chat,
        "Controls.xml": controls,
        "Screens/Settings.xml": screensSettings,
        "Screens/Feed.xml": screensFeed,
        "Screens/Photos.xml": screensPhotos,
        "Screens/TabApp.xml": screensTabApp,
    ]

    static func welcome() -> any LayoutElement {
        V(spacing: 12, padding: 24, gravity: .left, .top) {
            Label("Welcome to Gravity").font("System Bold 28").textColor("#1b2a4a")
            Label("Layouts from XML, rendered on Linux.").font("EB Garamond 20").textColor("#4a5670")
            H(spacing: 12, gravity: .middle) {
                Z().size(48, 48).backgroundColor("#0076ff").cornerRadius(10)
                Label("Stacks, layers and real text").font("System Medium 15").textColor("#1b2a4a")
            }
        }
        .width(360).backgroundColor("#f5f7fb")
    }

    static func cards() -> any LayoutElement {
        V(spacing: 16, padding: 20, gravity: .left, .top) {
            Z(padding: 16) {
                V(spacing: 6, gravity: .left) {
                    Label("Rounded card").font("System Semibold 18").textColor("#1b2a4a")
                    Label("A 1 pt border drawn inside a 14 pt radius.").font("System 13").textColor("#5a6680")
                }
            }
            .width(.fill).backgroundColor("white").cornerRadius(14).borderColor("#d0d7e2").borderWidth(1)
            H(spacing: 16, gravity: .top) {
                Z().size(96, 96).backgroundColor("#ff9500").cornerRadius(48).borderColor("#c25e00").borderWidth(4)
                Z {
                    Z(gravity: .left, .top).size(64, 64).backgroundColor("#0076ff").cornerRadius(8)
                    Z(gravity: .right, .bottom).size(64, 64).backgroundColor("#ff2d55").cornerRadius(8)
                }
                .size(96, 96).opacity(0.5)
                Z {
                    Z(gravity: .right, .bottom).size(80, 80).margin(right: -30, bottom: -30).backgroundColor("#1b2a4a")
                    Label("clip").gravity(.left, .top).margin(12).font("System Bold 17").textColor("white")
                }
                .size(96, 96).backgroundColor("#34c759").cornerRadius(24)
            }
            H(spacing: 8, gravity: .middle) {
                Z().size(12, 12).backgroundColor("rgba(255,59,48,0.6)").cornerRadius(6)
                Label("The middle pair fades as one group.").font("System 12").textColor("#5a6680")
            }
        }
        .width(360).backgroundColor("#eef1f6")
    }

    static func images() -> any LayoutElement {
        func sample(_ caption: String, _ image: Image) -> V {
            V(spacing: 4, gravity: .center) {
                image
                Label(caption).font("System 12").textColor("#5a6680")
            }
        }
        return V(spacing: 12, padding: 20, gravity: .left, .top) {
            H(spacing: 12) {
                sample("aspect fit", Image("landscape").size(100, 100).backgroundColor("#e5e9f0"))
                sample("aspect fill", Image("landscape").size(100, 100).cornerRadius(12).clips().contentMode(.scaleAspectFill))
                sample("scale to fill", Image("landscape").size(100, 100).contentMode(.scaleToFill))
                sample("center", Image("landscape").size(100, 100).backgroundColor("#e5e9f0").contentMode(.center))
            }
            H(spacing: 12, gravity: .middle) {
                Image("star")
                Image("star").color("#ff9500").template()
                Z(padding: 8) {
                    Image("star").tintColor("white").template()
                }
                .backgroundColor("#0076ff").cornerRadius(10)
                Label("as drawn, and as a template tinted by color").font("System 13").textColor("#1b2a4a")
            }
        }
        .backgroundColor("white")
    }

    static func mapCallout() -> any LayoutElement {
        func directions(_ id: String, _ image: String, _ time: String) -> UIButton {
            UIButton {
                H(alignment: .center) {
                    Image(image).size(22, 22)
                    Label(time).font("System Bold 16.0")
                }
            }
            .id(id).backgroundColor("#0076FF").cornerRadius(4)
        }
        return H(gravity: .middle) {
            V(gravity: .top, .left) {
                Label("1188 W Georgia St").id("titleLabel").maxWidth(200).font("System Semibold 16").textColor("#ffffff").wrap()
                Label("Open today: 6am - 11pm").id("hoursLabel").font("System 14.0").textColor("#ffffff7f")
                H(spacing: 0, gravity: .middle) {
                    directions("carButton", "Directions-Car", "12 mins").minWidth(80)
                    directions("walkButton", "Directions-Walk", "22 mins")
                }
                .height(28).color("#ffffff")
            }
            Z {
                UIButton {
                    V {
                        Image("chevron-right-bold")
                        Label("Order").color("#fff")
                    }
                }
                .width(64).gravity(.center).backgroundColor("#ffffff00")
            }
        }
        .color("#fff")
    }

    static func formRow() -> any LayoutElement {
        H(gravity: .middle) {
            Label("Title").id("titleLabel").width("col1").minWidth(80).gravity(.left).color("#666")
            Label("Value").id("valueLabel")
        }
    }

    static func formRowsMain() -> any LayoutElement {
        func row(_ title: String, _ value: String) -> Component {
            Component("FormRow").attribute("titleLabel.text", title).attribute("valueLabel.text", value)
        }
        return Z {
            V(gravity: .top, .left) {
                row("Name:", "George McFly")
                row("Address:", "Hill Valley, CA")
                row("Phone:", "+1 (604) 555-1234")
                row("Email:", "captain.stardust@gmail.com")
            }
            .width(300)
        }
        .backgroundColor("#0ff")
    }

    /// The five faces Text/Baselines.xml and Text/CapAlign.xml line up, with their labels' names.
    static let comparedFaces = [("DejaVu", "DejaVu Sans 14"), ("Garamond", "EB Garamond 40"), ("STIX", "STIX General 24"),
                                ("Inter", "Inter Bold 32"), ("Liberation", "Liberation Serif 18")]

    static func baselines() -> any LayoutElement {
        V(spacing: 8, padding: 16, gravity: .left, .top) {
            H(spacing: 14, gravity: .baseline) {
                for (name, font) in comparedFaces { Label("Hxg \(name)").font(font) }
            }
            Label(#"gravity="baseline": DejaVu Sans 14, EB Garamond 40, STIX General 24, Inter Bold 32, Liberation Serif 18"#)
                .font("System 11").textColor("#667085")
        }
        .backgroundColor("white")
    }

    static func capAlign() -> any LayoutElement {
        V(spacing: 16, padding: 16, gravity: .left, .top) {
            H(spacing: 14, gravity: .cap) {
                for (name, font) in comparedFaces { Label("Cap \(name)").font(font) }
            }
            H(spacing: 12, gravity: .top) {
                Label("HEADLINE").backgroundColor("#e0ecff").font("Inter Bold 32").trim(.cap, .baseline)
                Label("Trimmed from the cap line to the baseline").maxWidth(140).backgroundColor("#e0ecff")
                    .font("System 13").trim(.cap, .baseline).wrap()
                Label("x-height trim").backgroundColor("#fdebd3").font("EB Garamond 28").trim(.x, .baseline)
                Label("Untrimmed").backgroundColor("#eeeeee").font("EB Garamond 28")
            }
        }
        .backgroundColor("white")
    }

    static func paragraph() -> any LayoutElement {
        V(spacing: 14, padding: 20, gravity: .left, .top) {
            Label("Typography").font("STIX General 30").textColor("#1b2a4a")
            Label("The office's first official flyer, set in STIX General: kerning pairs like AV, To and Wa close up, and the ffi, fi and fl ligatures replace their letters. Lines break at spaces and after hyphens in well-known compound words.")
                .width(.fill).font("STIX General 16").textColor("#222222").wrap()
            Label("Justified text shares each line's leftover space among its spaces, except on the last line of a paragraph, which stays left-aligned as readers expect.")
                .width(.fill).font("EB Garamond 17").textColor("#222222").textAlignment(.justified).wrap()
            Label("This label may use two lines at most, so the second one ends in an ellipsis where the rest of the text is cut off before it can wrap onto a third.")
                .width(.fill).font("System 14").textColor("#475467").wrap().lines(2)
            Label("A single line that is much too long for its width is truncated with an ellipsis")
                .width(.fill).font("System Medium 14").textColor("#475467")
            Label("Right-aligned, wrapping at the label's width.\nAn explicit line break starts a new line.")
                .width(.fill).font("DejaVu Sans 13").textColor("#475467").textAlignment(.right).wrap()
        }
        .width(380).backgroundColor("#fbfaf7")
    }
}

extension BuilderExampleTwins {
    /// Examples/Text/International.xml: bidi, fallback and inline markup.
    static func international() -> any LayoutElement {
        V(spacing: 10, padding: 16, gravity: .left) {
            Label("International text").font("headline")
            Label("Hebrew: שלום עולם means hello world").font("System 17")
            Label("Arabic: مرحبا بالعالم means hello world").font("System 17")
            V(spacing: 6, padding: 8, gravity: .leading) {
                Label("שלום עולם, hello (right to left)").width(.fill)
                H(spacing: 8) {
                    Label("١").backgroundColor("#dde7f5")
                    Label("٢").backgroundColor("#dde7f5")
                    Label("٣ أول").backgroundColor("#dde7f5")
                }
            }
            .width(.fill).backgroundColor("#f3f5f8").direction(.rtl)
            Label("CJK: 漢字 かな カナ 한글").font("System 17")
            Label("Symbols in EB Garamond: ☃ ✓ ∑ ♥ ★").font("EB Garamond 19")
            Label("Emoji (colour, Noto Color Emoji): 😀 😎 ☕ ♫").font("System 17")
            Label {
                "Price "; Bold("42"); " EUR "; Italic("incl."); " "; Underline("tax"); ", "; Strikethrough("was 50")
                ", H"; Subscript("2"); "O, mc"; Superscript("2"); ", "
                Span("Courier bold", font: "Courier bold", color: "#b03030")
            }
            .font("helvetica body").wrap()
            Label { "A "; Span("larger", font: "34", color: "#2b59c3"); " span grows its line" }
                .backgroundColor("#f3f5f8").font("System 17")
            Label("Times New Roman title3").font("Times New Roman title3")
            Label("System Bold Italic (synthetic bold)").font("System Bold Italic 16")
        }
        .width(420).backgroundColor("#ffffff")
    }
}

extension BuilderExampleTwins {
    /// Examples/Text/Scripts.xml: faces, line boxes, emoji and decorations across scripts.
    static func scripts() -> any LayoutElement {
        V(spacing: 10, padding: 16, gravity: .left) {
            Label("שלום (123) · مرحبا (2024) · 42").font("EB Garamond 22")
            Label("Arabic in System: جيع يجن").backgroundColor("#eef2f7").font("System 17")
            Label("Hindi: नमस्ते दुनिया").font("System 17")
            Label("Thai: สวัสดีชาวโลก").font("System 17")
            Label("Tiếng Việt: ẦẨẪ Ǻ").backgroundColor("#eef2f7").font("System 22")
            Label("👍 👍🏻 👍🏽 👍🏿 👩‍💻 👨‍👩‍👧 🏳️‍🌈 🇫🇷 🇯🇵 🇮🇳 1️⃣ ❤️").font("System 22")
            Label { Underline { "under "; Span("larger", font: "26"); " "; Bold("bold"); " line" } }.font("System 17")
            Label { "ab "; Italic("ab"); " "; Bold("ab"); " "; Bold { Italic("ab") } }.font("Courier 22")
        }
        .width(440).backgroundColor("#ffffff")
    }
}

extension BuilderExampleTwins {
    /// Examples/CustomElement/Progress.xml (needs `ProgressBar` registered).
    static func progress() -> any LayoutElement {
        func row(_ bar: Component, _ caption: String) -> H {
            H(spacing: 10, gravity: .middle) {
                bar
                Label(caption).font("System 12").textColor("#5a6680")
            }
        }
        return V(spacing: 10, padding: 20, gravity: .left, .top) {
            Label("Uploads").font("System Semibold 15").textColor("#1b2a4a")
            row(Component("ProgressBar").id("photos").width(.fill).attribute("value", "0.8").attribute("barColor", "#34c759"), "80%")
            row(Component("ProgressBar").id("videos").width(.fill).height(12).attribute("value", "0.35").color("#0076ff"), "35%")
            Component("ProgressBar").id("empty").attribute("value", "0").attribute("trackColor", "#fdebd3")
        }
        .width(280).backgroundColor("white")
    }
}

extension BuilderExampleTwins {
    /// Examples/Constraints/KeepCard.xml with Keep Layout's Swift API.
    static func keepCard() -> any LayoutElement {
        var avatar = Z().id("avatar").backgroundColor("#7c9cbf").cornerRadius(36)
        avatar.keepWidth.equal = 72
        avatar.keepHeight.equal = 72
        avatar.keepLeftInset.equal = 0
        avatar.keepVertically.equal = 0.5
        let badge = Z(padding: 2, 7) { Label("3").font("Inter Bold 12").textColor("white") }
            .id("badge").backgroundColor("#e5484d").cornerRadius(10)
            .keep(.topAlign, to: avatar, KeepAttribute(equal: -4))
            .keep(.leftOffset, to: avatar, KeepAttribute(min: .high(-16)))
        let title = Label("Ada Lovelace").id("title").font("Inter SemiBold 20").textColor("#1b2a4a")
            .keep(.leftOffset, to: avatar, KeepAttribute(equal: 16))
            .keep(.topAlign, to: avatar, KeepAttribute(equal: 8))
        let subtitle = Label("Analyst, Analytical Engine").id("subtitle").font("System 14").textColor("#667085")
            .keep(.leftAlign, to: title, KeepAttribute(equal: 0))
        return Z(padding: 16, gravity: .left, .top) {
            avatar
            badge
            title
            subtitle
            [title, subtitle].keepVerticalOffsets(4)
        }
        .size(320, 104).backgroundColor("white").cornerRadius(16)
    }

    /// Examples/Constraints/RelativityUnderline.xml with Relativity's operators.
    static func relativityUnderline() -> any LayoutElement {
        let big = Label("Gravity").id("big").font("EB Garamond 48").textColor("#1b2a4a")
        let small = Label("for Linux").id("small").font("Inter Medium 18").textColor("#667085")
        var underline = Z().id("underline").backgroundColor("#e5484d")
        underline.size = big.baselineLeft |--| small.baselineRight + 2.verticalOffset
        return Z(padding: 24, gravity: .left, .top) {
            big
            small
            underline
            big.baselineLeft --> .topLeft + 60.verticalOffset
            small.baselineLeft --> big.baselineRight + 10.horizontalOffset
            underline.topLeft --> big.baselineLeft + 3.verticalOffset
        }
        .size(360, 120).backgroundColor("white")
    }

    /// Examples/Constraints/SimpleFormat.xml with an SFL string.
    static func simpleFormat() -> any LayoutElement {
        Z(padding: 20) {
            Z().id("redView").backgroundColor("#e5484d").cornerRadius(8)
            Label("redView.centerY =\nsuperview.centerY").id("caption").font("System 15").textColor("#1b2a4a")
        }
        .size(320, 200).backgroundColor("#f5f3ee")
        .constraints("""
            redView.width = 100
            redView.height = redView.width
            redView.left = superview.left
            redView.centerY = superview.centerY
            caption.left = redView.right + gap; caption.centerY = redView.centerY
            """)
        .metrics("gap = 16")
    }
}

extension BuilderExampleTwins {
    /// Examples/Gravity/Shrinking.xml: Gravity's README shrink sample (UILabel and
    /// UIImage under their canonical names).
    static func shrinking() -> any LayoutElement {
        H {
            Label("I am just a label:").shrinks(1)
            Label("I am important content.").shrinks(-2)
            Image("exclamation-22").id("statusIcon").shrinks(-1)
        }
    }
}

extension BuilderExampleTwins {
    /// Examples/Text/Japanese.xml: kinsoku, ideographs after a Latin word.
    static func japanese() -> any LayoutElement {
        V(spacing: 10, padding: 16, gravity: .left) {
            Label("吾輩は猫である").font("headline")
            Label("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。「吾輩は猫である」と、彼は言った。")
                .width(.fill).font("System 17").wrap().backgroundColor("#f3f5f8")
            H(spacing: 10, alignment: .leading) {
                Label("吾輩はここで始めて人間というものを見た。この書生というのは時々我々を捕えて煮て食うという話である。")
                    .width(150).font("System 15").wrap().backgroundColor("#f3f5f8")
                Label("Gravity布局引擎把XML文档变成框架和图像，每行在汉字之间换行。")
                    .width(.fill).font("System 15").wrap().backgroundColor("#f3f5f8")
            }
        }
        .width(360).backgroundColor("#ffffff")
    }
}
