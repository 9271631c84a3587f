/// The names expressions read about the render's variant (SPEC-proposal
/// "Variants"): `appearance` ('light' or 'dark'), `contentSize` ('XS' …
/// 'AX5'), `safeArea.top/left/bottom/right` (points; zero without a device)
/// and `device.name` (empty without one). They sit under the render's data:
/// a data key of the same name wins, so documents written before keep
/// their meaning.
enum VariantData {
    static func values(of options: Resolver.Options) -> DataValue {
        let safeArea = options.safeArea
        return .object([
            "appearance": .string(options.appearance.rawValue),
            "contentSize": .string(options.contentSize.rawValue),
            "safeArea": .object([
                "top": .number(safeArea.top), "left": .number(safeArea.left),
                "bottom": .number(safeArea.bottom), "right": .number(safeArea.right),
            ]),
            "device": .object(["name": .string(options.deviceName)]),
        ])
    }
}
