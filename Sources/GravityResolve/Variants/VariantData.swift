/// The names expressions read about the render's variant (SPEC-proposal
/// "Variants"): `appearance` ('light' or 'dark'), `contentSize` ('XS' …
/// 'AX5'), `safeArea.top/left/bottom/right` (points; zero without a device)
/// and `device.name` (empty without one). They are read after the render's
/// data: a data key of the same name wins, so documents written before
/// keep their meaning (and "nearby" lists leave them out).
enum VariantData {
    static func values(of options: Resolver.Options) -> [String: DataValue] {
        let safeArea = options.safeArea
        return [
            "appearance": .string(options.appearance.rawValue),
            "contentSize": .string(options.contentSize.rawValue),
            "safeArea": .object([
                "top": .number(safeArea.top), "left": .number(safeArea.left),
                "bottom": .number(safeArea.bottom), "right": .number(safeArea.right),
            ]),
            "device": .object(["name": .string(options.deviceName)]),
        ]
    }
}
