import ButtonSizerEngine
import ButtonSizerServer
import GlyphMetrics
import MicroHTTP
#if canImport(Glibc)
import Glibc
#endif

/// `buttonsizer serve`: the layout service over HTTP (``ButtonSizerService`` on libmicrohttpd) until
/// SIGTERM or SIGINT, then a graceful stop: for `--shutdown-delay` seconds it still answers, but
/// `/healthz` fails and every answer closes its connection (load balancers and clients move away),
/// then no new connections, requests in flight answered (up to `drainSeconds`), exit 0.
enum ServeCommand {
    /// How long a stop waits for requests in flight.
    static let drainSeconds = 10.0

    static func run<Out: TextOutputStream, Err: TextOutputStream>(_ raw: [String], stdout: inout Out,
                                                                  stderr: inout Err) throws {
        let arguments = try ButtonSizerCLI.options(raw, .serve)
        guard arguments.positionals.isEmpty else { throw RequestError.arguments("serve takes no TEXT") }
        let (configuration, fontDirectories) = try self.configuration(arguments)
        // Block the stop signals before any thread starts, so they wait for sigwait below.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        // The --font-dir directories' families are found by name too; a directory fontconfig cannot
        // read fails here, at start, rather than at the first request.
        let measurer = try ButtonSizerCLI.measurer(arguments)
        if fontDirectories.count > 1 { _ = try measurer.library.availableFamilies() }
        let service = ButtonSizerService(answering: Engine(measurer: measurer, fontDirectories: fontDirectories, options: CommandLineOptions.table), maxBodyBytes: configuration.maxBodyBytes,
                                         batchWorkers: configuration.threads)
        let server: HTTPServer
        do {
            server = try HTTPServer(configuration: configuration, handler: service.handle)
        } catch {
            throw RuntimeError("\(error)")
        }
        let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let applied = server.configuration, files = server.openFileLimit
        stdout.write("listening on http://\(shownHost):\(server.port)/ (\(applied.threads) workers, \(applied.maxConnections) connections)\n")
        if files.capsConnections {
            stderr.write("serve: the open-file limit (hard \(files.hard), soft \(files.before) at start) leaves room for "
                         + "\(applied.maxConnections) connections, not --max-connections \(configuration.maxConnections) "
                         + "(\(files.needed) descriptors); raise the hard limit for more (ulimit -Hn, systemd LimitNOFILE=, "
                         + "docker run --ulimit nofile=N:N)\n")
        }
        var received: Int32 = 0
        sigwait(&signals, &received)
        let signal = received == SIGINT ? "SIGINT" : "SIGTERM"
        let delay = arguments[RunWideOptions.shutdownDelay]
        if delay > 0 {
            server.startDraining()
            stderr.write("serve: \(signal), /healthz answers 503 for \(delay) s before stopping\n")
            sleep(UInt32(delay))
        }
        stderr.write("serve: \(signal), finishing \(server.requestsInFlight) request(s) in flight\n")
        server.stop(waitingUpTo: drainSeconds)
        stderr.write("serve: stopped\n")
    }

    /// The server's settings from the flags, and the directories requests may name font files in: the
    /// bundled fonts first, then every --font-dir (resolved with realpath).
    static func configuration(_ arguments: OptionValues) throws -> (HTTPServer.Configuration, [String]) {
        var host = arguments[RunWideOptions.host]
        if host == "localhost" { host = "127.0.0.1" }
        var configuration = HTTPServer.Configuration(host: host)
        configuration.port = arguments[RunWideOptions.port]
        configuration.threads = arguments[RunWideOptions.workers]
        configuration.maxBodyBytes = arguments[RunWideOptions.maxBody]
        configuration.maxConnections = arguments[RunWideOptions.maxConnections]
        configuration.maxConnectionsPerClient = arguments[RunWideOptions.maxConnectionsPerClient]
        configuration.requestTimeout = arguments[RunWideOptions.requestTimeout]
        configuration.readTimeout = arguments[RunWideOptions.readTimeout]
        var directories = [BundledFonts.directory]
        for directory in try arguments.fontDirectories() {
            guard let resolved = realpath(directory, nil) else {
                throw arguments.invalid(RunWideOptions.fontDir, "'\(directory)' is not a directory")
            }
            directories.append(String(cString: resolved))
            free(resolved)
        }
        return (configuration, directories)
    }
}
