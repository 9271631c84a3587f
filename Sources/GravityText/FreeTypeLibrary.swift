import CFreeType
import Foundation

/// One FreeType library instance, created without reading the
/// `FREETYPE_PROPERTIES` environment variable so rendering does not depend
/// on the user's environment (SPEC §2.10).
///
/// FreeType objects are not thread-safe; every use goes through `lock`.
final class FreeTypeLibrary: @unchecked Sendable {
    let handle: FT_Library
    let lock = NSLock()
    private let memory: FT_Memory

    init() throws {
        // FT_Init_FreeType = FT_New_Library + FT_Add_Default_Modules +
        // FT_Set_Default_Properties; the last one reads the environment.
        memory = FT_Memory.allocate(capacity: 1)
        memory.initialize(to: FT_MemoryRec_(
            user: nil,
            alloc: { _, size in malloc(Int(size)) },
            free: { _, block in free(block) },
            realloc: { _, _, newSize, block in realloc(block, Int(newSize)) }))
        var library: FT_Library?
        let error = FT_New_Library(memory, &library)
        guard error == 0, let library else {
            memory.deallocate()
            throw SetupError("FreeType could not be initialised (error \(error))")
        }
        FT_Add_Default_Modules(library)
        handle = library
        setExplicitProperties()
    }

    /// Settings that could otherwise differ between FreeType builds or
    /// defaults: no stem darkening for CFF/Type 1 outlines, no LCD filter.
    /// Hinting is off per glyph load (`FT_LOAD_NO_HINTING`).
    private func setExplicitProperties() {
        var noDarkening: FT_Bool = 1
        for driver in ["cff", "type1", "t1cid"] {
            _ = FT_Property_Set(handle, driver, "no-stem-darkening", &noDarkening)
        }
        _ = FT_Library_SetLcdFilter(handle, FT_LCD_FILTER_NONE)
    }

    deinit {
        FT_Done_Library(handle)
        memory.deallocate()
    }

    /// FreeType's version, e.g. "2.12.1".
    var version: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

import GravityCore
