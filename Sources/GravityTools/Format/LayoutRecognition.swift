import GravityCore

/// Whether an XML file is a layout at all, so a folder search never
/// rewrites a stranger's file (a Maven `pom.xml`, an Android layout, SVG):
/// the root's name starts with a capital letter (`V`, `Label`, a
/// component) and it declares no XML namespace.
public enum LayoutRecognition {
    /// Why the document whose root is `root` is no layout, or nil if it may be one.
    public static func notLayoutReason(_ root: Node) -> String? {
        if let namespace = root.attributes.first(where: { $0.name == "xmlns" || $0.name.hasPrefix("xmlns:") }) {
            return "its root <\(root.name)> declares the XML namespace \(namespace.name)=\"\(namespace.value)\", which layouts never do"
        }
        guard let first = root.name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            return "its root <\(root.name)> does not start with a capital letter, as layout elements and components do"
        }
        return nil
    }
}
