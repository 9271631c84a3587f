/// UIKit enum constants as the seeds write them (SPEC §14.3): Gravity's
/// Constants plugin registers `UIViewContentMode.ScaleAspectFill` and looks
/// values up with the dots removed, so `UIViewContentModeScaleAspectFill`
/// (the Objective-C spelling) is the same constant; Swift writes
/// `.scaleAspectFill`. Each reads as the bare case name.
public enum EnumConstant {
    /// `text` without the `type` prefix (with or without its dot) or a
    /// leading dot, its first letter lowered: `UILayoutConstraintAxis.Vertical`
    /// → `vertical`. Other text is returned trimmed, unchanged.
    public static func caseName(_ text: String, type: String) -> String {
        var name = Substring(text.trimmingSpaces())
        if name.lowercased().hasPrefix(type.lowercased()) {
            let rest = name.dropFirst(type.count)
            // Only a whole type name: `UIViewContentModeX`, not `UIViewContentModes`.
            if rest.first == "." || rest.first?.isUppercase == true { name = rest }
        }
        if name.first == "." { name = name.dropFirst() }
        guard let first = name.first else { return String(name) }
        return first.lowercased() + name.dropFirst()
    }
}
