import ArgumentParser
import Foundation
import GravityCore

/// Prints diagnostics compiler-style to standard error.
func printDiagnostics(_ diagnostics: Diagnostics) {
    guard !diagnostics.items.isEmpty else { return }
    FileHandle.standardError.write(Data((diagnostics.formattedAll() + "\n").utf8))
}

/// What `render` and `frames` print of a successful run: warnings, and
/// notes only beside them. Notes alone (UIKit attributes that draw nothing)
/// are for `gravity check`, which prints everything.
func successMessages(_ diagnostics: Diagnostics) -> String {
    guard diagnostics.items.contains(where: { $0.severity != .note }) else { return "" }
    return diagnostics.formattedAll()
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

/// The text an input error prints: compiler-style diagnostics or `error: …`.
func errorText(_ error: Error) -> String {
    switch error {
    case let error as DiagnosticsError: return error.diagnostics.formattedAll()
    case let diagnostic as Diagnostic:
        var diagnostics = Diagnostics()
        diagnostics.append(diagnostic)
        return diagnostics.formattedAll()
    default: return "error: \(error)"
    }
}

/// Runs `body`, turning input errors into diagnostics on stderr and exit status 1.
func reportingInputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as DiagnosticsError {
        printDiagnostics(error.diagnostics)
        throw ExitCode(1)
    } catch let diagnostic as Diagnostic {
        var diagnostics = Diagnostics()
        diagnostics.append(diagnostic)
        printDiagnostics(diagnostics)
        throw ExitCode(1)
    } catch let error as ExitCode {
        throw error
    } catch {
        printError("\(error)")
        throw ExitCode(1)
    }
}
