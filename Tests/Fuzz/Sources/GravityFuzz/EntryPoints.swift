import Foundation
import GravityCore
import GravityPreview
import NIOCore
import NIOEmbedded
import NIOHTTP1

/// Focused entry points: each turns any input into the one kind of text its
/// reader takes, so mutations reach that reader instead of dying in the XML
/// reader first (`GRAVITY_FUZZ=macros`, `styles`, `preview`).
enum EntryPoints {
    /// Each line of the input (up to 16) is one macro's value, `m0`…`m15`,
    /// escaped into a document that uses every macro in text, numbers,
    /// booleans, colours and a `Repeat`; resolved under the default limits.
    /// A line may name earlier macros, so the fuzzer builds chains (a
    /// doubling chain must stop at `--max-text-size`, here 64 KiB).
    static func macros(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", maxSplits: 16, omittingEmptySubsequences: false).prefix(16)
        var document = "<V>\n"
        for (index, line) in lines.enumerated() {
            document += "<macro name=\"m\(index)\" value=\"\(escaped(line))\"/>\n"
        }
        let uses = lines.indices.map { "{m\($0)}" }.joined(separator: " ")
        document += """
        <Label text="\(uses)" hidden="{m2}" textColor="{m3}" lines="{m4}"/>
        <H spacing="{m1}" padding="{m5}" alpha="{m6}"><Label text="{m0 + m1}"/></H>
        <Repeat items="{m7}" as="item"><Label text="{item} {index} {m8}"/></Repeat>
        </V>
        """
        // A 64 KiB text budget: chains meet the limit within microseconds
        // rather than after 16 MiB of copying, so the fuzzer keeps its pace;
        // the limit's path is the same at any size.
        var options = Resolver.Options()
        options.limits.maxTextSize = 1 << 16
        resolveAndLayOut(document, options: options)
    }

    /// The input as a `--styles` file (a `<Styles>` root of `<Style>`s that
    /// may apply one another) for a document naming the usual style names,
    /// resolved and laid out: style chains, cycles, appearance variants and
    /// unknown attributes inside styles.
    static func styles(_ bytes: [UInt8]) {
        guard let file = FuzzCase.inputFile(bytes) else { return }
        var options = Resolver.Options()
        options.styleFiles = [file]
        options.appearance = bytes.count % 2 == 0 ? .light : .dark
        resolveAndLayOut("""
        <V style="card">
          <Style name="local" style="a title"/>
          <Label style="title a" text="t"/>
          <H style="s b"><Label text="x" style="local emphasis"/><Image style="icon" width="4" height="4"/></H>
          <Z style="c0 c1 c2"/>
        </V>
        """, options: options)
    }

    /// The input as bytes on a preview connection: SwiftNIO's HTTP/1
    /// decoder (the one the server runs) splits it into requests, and each
    /// head goes through `PreviewRequest`, the server's routing, as a
    /// request to port 8080 would.
    static func preview(_ bytes: [UInt8]) {
        let channel = EmbeddedChannel()
        defer { _ = try? channel.finish() }
        let heads = Heads()
        do {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(heads)
            try channel.writeInbound(channel.allocator.buffer(bytes: bytes))
        } catch {
            // A malformed request (NIO answers 400 and closes) or a closed
            // connection: the heads decoded before it are still routed.
        }
        for head in heads.received {
            let request = PreviewRequest(method: head.method, uri: head.uri, host: head.headers["Host"].first, boundPort: 8080)
            if case .refused(let status, let message) = request {
                precondition(status.code >= 400 && !message.isEmpty, "a refusal must say why")
            }
        }
    }

    /// Collects the request heads the decoder produces, and answers each
    /// request (an empty 204) so the pipelining handler lets the next one
    /// through, as the server's answers do.
    final class Heads: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        var received: [HTTPRequestHead] = []
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head): received.append(head)
            case .body: break
            case .end:
                guard let head = received.last else { return }
                context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .noContent))), promise: nil)
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            }
        }
    }

    static func resolveAndLayOut(_ document: String, options: Resolver.Options) {
        let source = SourceFile(path: "fuzz.xml", bytes: Array(document.utf8))
        guard let node = try? DocumentLoader.parse(source) else {
            preconditionFailure("an escaped document must parse:\n\(document)")
        }
        var options = options
        options.data = FuzzCase.fuzzData
        let (element, diagnostics) = Resolver.resolve(node, options: options)
        _ = FuzzCase.format(diagnostics, source)
        if let element {
            _ = try? LayoutEngine(measurer: FixedAdvanceMeasurer()).layout(element, options: LayoutOptions(width: 320, height: nil, scale: 2))
        }
    }

    /// A line as an XML attribute value: control characters XML 1.0
    /// forbids dropped (tab and carriage return as spaces), then escaped.
    static func escaped(_ line: Substring) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if scalar == "\t" || scalar == "\r" {
                kept.append(" ")
            } else if scalar.value >= 0x20, !(0xFFFE...0xFFFF).contains(scalar.value) {
                kept.append(scalar)
            }
        }
        return xmlEscaped(String(kept))
    }
}
