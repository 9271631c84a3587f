import Foundation
import Gravity
import GravityCore

/// The folders a render reads from, so a watcher sees every file a layout
/// can use: the layout's own folder (components, images) and its `Images/`,
/// then the component, asset and font folders given as options, and the
/// folders of the data files.
public enum InputFolders {
    public static func watched(layouts: [String], options: LayoutOptions, setup: EngineSetup) -> [String] {
        var folders: [String] = []
        for layout in layouts {
            let folder = (FileWatcher.standardized(layout) as NSString).deletingLastPathComponent
            folders += [folder, folder + "/Images"]
        }
        folders += options.componentDirectories + options.assetDirectories + setup.fontDirectories
        folders += options.dataFiles.map { (FileWatcher.standardized($0) as NSString).deletingLastPathComponent }
        var seen = Set<String>()
        return folders.map(FileWatcher.standardized).filter { seen.insert($0).inserted }
    }
}
