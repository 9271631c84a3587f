import Gravity
import GravityCore

/// The Examples/Data layouts written with the builder and laid out with the
/// same data (`Name.json` beside `Name.xml`). Data, `Repeat` and `{…}` are
/// the same in Swift; a `<Style>` becomes a Swift function, a template a
/// function taking its params and children, a macro a Swift constant.
extension BuilderExampleTwins {
    /// Examples/Data/SocialCard.xml.
    static func socialCard() -> any LayoutElement {
        V(spacing: 14, padding: 20, gravity: .left, .top) {
            V(spacing: 12, padding: 16) {
                H(spacing: 12, gravity: .middle) {
                    Image("Images/avatar-{author.handle}").size(48, 48)
                    V(spacing: 2, gravity: .left) {
                        H(spacing: 6, gravity: .baseline) {
                            Label("{author.name}").font("System Semibold 17").textColor("#1b2a4a")
                            Z(padding: 1, 5) {
                                Label("PRO").font("System Bold 11").textColor("white")
                            }
                            .attribute("hidden", "{!author.isPro}").backgroundColor("#6a5ce6").cornerRadius(4)
                        }
                        Label("@{author.handle} · {minutes} min read").font("System 13").textColor("#5a6680")
                    }
                }
                Label("{title}").font("System Bold 20").textColor("#1b2a4a").wrap()
                Label("{summary}").font("System 14").textColor("#3b4660").wrap()
                H(spacing: 6, gravity: .left) {
                    Repeat("{tags}", as: "tag") {
                        Z(padding: 4, 8) {
                            Label("#{tag}").font("System Medium 12").textColor("#34407a")
                        }
                        .backgroundColor("{index == 0 ? '#dfe6ff' : '#eef1f6'}").cornerRadius(10)
                    }
                }
                Label("{likes} likes · {comments.count} comment{comments.count == 1 ? '' : 's'}")
                    .font("System 12").textColor("#8a93a8")
            }
            .width(.fill).backgroundColor("white").cornerRadius(14).borderColor("#d0d7e2").borderWidth(1)
        }
        .width(360).backgroundColor("#eef1f6")
    }

    /// Examples/Data/PriceTable.xml; its styles are the functions below.
    static func priceTable() -> any LayoutElement {
        func cell(_ text: String) -> Label { Label(text).font("System 15").textColor("#1b2a4a") }
        func muted(_ text: String) -> Label { cell(text).textColor("#8a93a8") }
        func price(_ text: String) -> Label { cell(text).width("price").font("System Semibold 15") }
        func row(_ stack: H) -> H { stack.spacing(8).padding(10, 4).gravity(.baseline) }
        return V(spacing: 0, padding: 20, gravity: .left, .top) {
            cell("{title}").margin(bottom: 8).font("System Bold 20")
            row(H {
                muted("PLAN").width(.fill).font("System Semibold 12")
                muted("PER MONTH").font("System Semibold 12")
            })
            Repeat("{plans}", as: "plan") {
                row(H {
                    cell("{plan.name}").width(.fill)
                    muted("{plan.seats} seats").attribute("hidden", "{plan.seats == null}").font("System 12")
                    price("{plan.price == 0 ? 'Free' : currency + ' ' + plan.price}").textAlignment(.right)
                })
                // The `highlight` style, chosen by data.
                .backgroundColor("{(plan.popular ?? false) ? '#fff5d6' : 'clear'}").cornerRadius(6)
            }
            muted("Prices in {currency}, billed {billing}.").margin(top: 10).font("System 12")
        }
        .width(340).backgroundColor("white")
    }

    /// Examples/Data/ListItem.xml as a function: its params are the
    /// arguments (with the same defaults), `<children/>` the last one.
    static func listItem(title: String = "Title", detail: String = "Detail", accent: String = "#0076ff",
                         children: (any LayoutContent)? = nil) -> H {
        H(spacing: 12, padding: 12, 16, gravity: .middle) {
            Z().size(10, 10).backgroundColor(accent).cornerRadius(5)
            V(spacing: 2, gravity: .left) {
                Label(title).font("System Semibold 15").textColor("#1b2a4a")
                Label(detail).font("System 12").textColor("#5a6680")
            }
            .width(.fill)
            if let children { children }
        }
        .width(.fill).backgroundColor("white").cornerRadius(10)
    }

    /// Examples/Data/TemplateList.xml; the macro `GAP` is `gap`.
    static func templateList() -> any LayoutElement {
        let gap = 8.0
        return V(padding: 16, gravity: .left, .top) {
            V(spacing: gap) {
                Repeat("{tasks}", as: "task") {
                    listItem(title: "{index + 1}. {task.title}", detail: "{task.owner} · due {task.due}",
                             accent: "{task.done ? '#34c759' : '#ff9500'}",
                             children: Label("{task.done ? 'Done' : 'Open'}").font("System Medium 12")
                                .textColor("{task.done ? '#34c759' : '#8a93a8'}"))
                }
            }
            .width(.fill)
            Label("{tasks.count} tasks").margin(top: gap * 1.5).font("System 12").textColor("#5a6680")
        }
        .width(340).backgroundColor("#eef1f6")
    }
}
