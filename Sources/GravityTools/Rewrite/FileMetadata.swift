import CXattr
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a rewrite carries from the old file to the new one: owner and
/// group, extended attributes (user attributes, ACLs, security labels) and
/// the permission bits including setuid, setgid and sticky.
struct FileMetadata {
    var owner: uid_t
    var group: gid_t
    var mode: mode_t
    var attributes: [(name: String, value: [UInt8])]

    init(of path: String, status: stat) {
        owner = status.st_uid
        group = status.st_gid
        mode = status.st_mode & 0o7777
        attributes = Self.attributes(of: path)
    }

    /// In this order: changing the owner clears setuid/setgid and file
    /// capabilities, and the mode is set last so an ACL attribute cannot
    /// widen it. Each step is done where the process may: a user who is
    /// not root cannot give a file away, nor set a `trusted.` attribute,
    /// and the file is still written (as `cp -p` does).
    func apply(to descriptor: Int32) {
        if fchown(descriptor, owner, group) != 0 {
            _ = fchown(descriptor, uid_t.max, group)  // the group alone, if the user is in it
        }
        for attribute in attributes {
            _ = attribute.value.withUnsafeBytes { fsetxattr(descriptor, attribute.name, $0.baseAddress, $0.count, 0) }
        }
        _ = fchmod(descriptor, mode)
    }

    /// The extended attributes of `path` (none where the file system has none).
    static func attributes(of path: String) -> [(name: String, value: [UInt8])] {
        let size = listxattr(path, nil, 0)
        guard size > 0 else { return [] }
        var names = [CChar](repeating: 0, count: size)
        let listed = listxattr(path, &names, size)
        guard listed > 0 else { return [] }
        let list = names[0..<listed].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return list.compactMap { name in
            let length = getxattr(path, name, nil, 0)
            guard length >= 0 else { return nil }
            var value = [UInt8](repeating: 0, count: length)
            let read = value.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, length) }
            return read == length ? (name, value) : nil
        }
    }
}
