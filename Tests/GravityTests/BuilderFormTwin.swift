import Gravity

/// Examples/Constraints/Form.xml written with the builder.
extension BuilderExampleTwins {
    static func form() -> any LayoutElement {
        func label(_ id: String, _ text: String) -> Label {
            Label(text).id(id).font("System 15").textColor("#344054")
        }
        func field(_ id: String) -> Z {
            Z().id(id).backgroundColor("#f9fafb").borderColor("#d0d5dd").borderWidth(1).cornerRadius(6)
        }
        func value(_ id: String, _ text: String) -> Label {
            Label(text).id(id).font("Inter 17").textColor("#1b2a4a")
        }
        return Z(padding: 16) {
            label("name", "Name")
            label("email", "Email address")
            label("role", "Role")
            field("nameField")
            field("emailField")
            field("roleField")
            value("nameValue", "Ada Lovelace")
            value("emailValue", "ada@example.org")
            value("roleValue", "Analyst")
        }
        .width(340).backgroundColor("white")
        .constraints("""
            name.left = parent.left; email.left = parent.left; role.left = parent.left
            nameField.left >= name.right + gap; nameField.left >= email.right + gap; nameField.left >= role.right + gap
            nameField.left = parent.left @ low
            emailField.left = nameField.left; roleField.left = nameField.left
            nameField.right = parent.right; emailField.right = parent.right; roleField.right = parent.right
            nameField.top = parent.top; emailField.top = nameField.bottom + 10; roleField.top = emailField.bottom + 10
            nameField.height = 34; emailField.height = 34; roleField.height = 34
            nameValue.left = nameField.left + 10; emailValue.left = emailField.left + 10; roleValue.left = roleField.left + 10
            nameValue.centerY = nameField.centerY; emailValue.centerY = emailField.centerY; roleValue.centerY = roleField.centerY
            name.baseline = nameValue.baseline; email.baseline = emailValue.baseline; role.baseline = roleValue.baseline
            parent.bottom = roleField.bottom
            """)
        .metrics("gap = 12")
    }
}
