/// The preview answers only requests addressed to the loopback name it
/// bound: a page on another site that points its own name at 127.0.0.1
/// (DNS rebinding) sends its own `Host`, and is refused with 403.
enum PreviewHost {
    /// `127.0.0.1` or `localhost`, with the bound port or none.
    static func isLoopback(_ host: String?, port: Int?) -> Bool {
        guard let host else { return false }
        var name = Substring(host.lowercased())
        if let colon = name.lastIndex(of: ":") {
            guard let port, name[name.index(after: colon)...] == Substring(String(port)) else { return false }
            name = name[..<colon]
        }
        return name == "127.0.0.1" || name == "localhost"
    }
}
