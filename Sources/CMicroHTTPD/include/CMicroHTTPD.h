#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

/* libmicrohttpd for Swift, opened on first use (dlopen) rather than linked: it brings GnuTLS and
   seven more libraries, whose loading and set-up cost every buttonsizer process more than measuring
   a title does, and only `serve` needs it. Types and constants come from <microhttpd.h>; the
   functions ButtonSizer calls are the cmhd_ ones below. MHD_start_daemon, MHD_get_daemon_info,
   MHD_get_connection_info and MHD_set_connection_option are variadic, which Swift cannot call, so
   they are offered with fixed arguments (only the options ButtonSizer uses). */

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* NULL once libmicrohttpd is loaded (loading it on the first call), else why it could not be. */
const char *cmhd_load_error(void);

/* What a daemon allows: libmicrohttpd's own limits. */
struct cmhd_limits {
    unsigned int threads;                  /* polling threads (poll) */
    unsigned int connections;              /* MHD_OPTION_CONNECTION_LIMIT: more wait in the listen backlog */
    unsigned int connections_per_address;  /* MHD_OPTION_PER_IP_CONNECTION_LIMIT; 0: no limit */
    size_t connection_memory;              /* MHD_OPTION_CONNECTION_MEMORY_LIMIT: holds the request head */
    unsigned int idle_seconds;             /* MHD_OPTION_CONNECTION_TIMEOUT: no bytes for this long closes */
};

/* Starts a daemon bound to `host` (an IPv4 or IPv6 address literal) and `port` (0: any free port)
   with `limits`, `handler` called for every request and `completed` when one ends, `notify` when a
   connection opens or closes. Returns NULL when the address is not a literal, the daemon cannot
   start (the port is taken, ...) or the library is missing (cmhd_load_error). */
struct MHD_Daemon *cmhd_start(const char *host, uint16_t port, struct cmhd_limits limits,
                              MHD_AccessHandlerCallback handler, void *handler_cls,
                              MHD_RequestCompletedCallback completed,
                              MHD_NotifyConnectionCallback notify, void *cls);

/* The port a daemon listens on (useful after starting on port 0); 0 when unknown. */
uint16_t cmhd_bound_port(struct MHD_Daemon *daemon);

/* A connection's socket (MHD_CONNECTION_INFO_CONNECTION_FD), and the pointer the notify callback
   stored for it (MHD_CONNECTION_INFO_SOCKET_CONTEXT). */
MHD_socket cmhd_connection_socket(struct MHD_Connection *connection);
void *cmhd_socket_context(struct MHD_Connection *connection);

/* MHD_set_connection_option(MHD_CONNECTION_OPTION_TIMEOUT): this connection is closed after
   `seconds` without a byte in either direction (0: never). */
void cmhd_set_connection_timeout(struct MHD_Connection *connection, unsigned int seconds);

/* The libmicrohttpd functions of the same names (MHD_...), called through the loaded library; only
   reachable once cmhd_start gave a daemon. */
MHD_socket cmhd_quiesce_daemon(struct MHD_Daemon *daemon);
void cmhd_stop_daemon(struct MHD_Daemon *daemon);
const char *cmhd_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                         const char *key);
int cmhd_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                               MHD_KeyValueIterator iterator, void *iterator_cls);
struct MHD_Response *cmhd_create_response_from_callback(uint64_t size, size_t block_size,
                                                        MHD_ContentReaderCallback reader, void *reader_cls,
                                                        MHD_ContentReaderFreeCallback freed);
struct MHD_Response *cmhd_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
void cmhd_destroy_response(struct MHD_Response *response);
enum MHD_Result cmhd_add_response_header(struct MHD_Response *response, const char *header, const char *content);
enum MHD_Result cmhd_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                    struct MHD_Response *response);

#endif
