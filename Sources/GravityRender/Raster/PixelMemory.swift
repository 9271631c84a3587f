#if canImport(Glibc)
import Glibc
#endif

/// How many bytes a canvas's pixels may take, checked before they are
/// allocated: half of what this process may use — the machine's memory, or
/// less under `ulimit -v` or `ulimit -d` — since encoding the PNG needs
/// about as much again. Past it the allocation would abort the process
/// (`--max-canvas 1048576 --width 900000 --height 900000` asked for 3.2 TB)
/// or take the machine's memory from everything else.
enum PixelMemory {
    static var bound: UInt64 {
        var usable = UInt64(max(0, sysconf(Int32(_SC_PHYS_PAGES)))) &* UInt64(max(0, sysconf(Int32(_SC_PAGESIZE))))
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            if getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
                usable = min(usable, UInt64(limit.rlim_cur))
            }
        }
        return usable / 2
    }

    /// "3.2 TB" / "512 MB": decimal units, one decimal.
    static func describe(_ bytes: Double) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB", "PB"]
        var value = bytes, unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(Int(value)) bytes" : "\((value * 10).rounded() / 10) \(units[unit])"
    }
}
