import GravityValues

/// Reading a registered custom element (see `CustomElement`).
extension Resolver {
    /// Its own attributes become its value, parsed once; an `auto` axis
    /// takes its natural size. A bad value is an error at that value.
    /// Its `content` goes before the children the document writes.
    mutating func readCustom(_ type: any CustomElement.Type, _ reader: inout AttributeReader, into element: inout Element,
                             scope: Scope) {
        var values: [String: String] = [:]
        for name in type.attributeNames {
            if let text = reader.string(name) { values[name] = text }
        }
        do {
            var attributes = CustomAttributes(values)
            attributes.appearance = options.appearance
            attributes.contentSize = options.contentSize
            attributes.inheritedTint = scope.tint
            attributes.direction = scope.direction
            attributes.font = scope.font
            attributes.writesFont = reader.location(of: "font") != nil
            attributes.color = scope.color
            attributes.location = element.location
            attributes.valueLocations = element.attributeLocations
            attributes.size = element.size
            let value = try type.init(attributes: attributes)
            element.custom = value
            element.children = value.content
            lookUpImages(in: &element.children)
            if element.size.width == .auto, let width = value.naturalWidth { element.size.width = .fixed(width) }
            if element.size.height == .auto, let height = value.naturalHeight { element.size.height = .fixed(height) }
        } catch let error as CustomAttributeError {
            reader.report(.error("\(error.name): \(error.message)", at: element.attributeLocations[error.name] ?? element.location))
        } catch {
            reader.report(.error("<\(type.elementName)>: \(error)", at: element.location))
        }
    }

    /// Content images are looked up as written ones (`readImage`); a
    /// missing file is an error at the image's location.
    private mutating func lookUpImages(in elements: inout [Element]) {
        guard images != nil else { return }
        for index in elements.indices {
            if var image = elements[index].image, image.file == nil {
                do {
                    image.file = try images?.resolve(image.name, documentPath: elements[index].location.file)
                } catch let error as ValueError {
                    diagnostics.append(.error(error.message, at: elements[index].location))
                } catch {
                    diagnostics.append(.error("\(error)", at: elements[index].location))
                }
                elements[index].image = image
            }
            lookUpImages(in: &elements[index].children)
        }
    }
}
