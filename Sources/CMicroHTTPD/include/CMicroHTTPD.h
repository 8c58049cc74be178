#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

/* libmicrohttpd for Swift, opened on first use (dlopen) rather than linked: it brings GnuTLS and
   seven more libraries, whose loading and set-up cost every buttonsizer process more than measuring
   a title does, and only `serve` needs it. Types and constants come from <microhttpd.h>; the
   functions ButtonSizer calls are the cmhd_ ones below. MHD_start_daemon and MHD_get_daemon_info are
   variadic, which Swift cannot call, so they are offered with fixed arguments (only the options
   ButtonSizer uses). */

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* NULL once libmicrohttpd is loaded (loading it on the first call), else why it could not be. */
const char *cmhd_load_error(void);

/* Starts a daemon bound to `host` (an IPv4 or IPv6 address literal) and `port` (0: any free port),
   with `threads` polling threads (epoll), at most `connection_limit` connections, idle connections
   closed after `timeout_seconds`, `handler` called for every request and `completed` when one ends,
   `notify` when a connection opens or closes. Returns NULL when the address is not a literal, the
   daemon cannot start (the port is taken, ...) or the library is missing (cmhd_load_error). */
struct MHD_Daemon *cmhd_start(const char *host, uint16_t port, unsigned int threads,
                              unsigned int connection_limit, unsigned int timeout_seconds,
                              MHD_AccessHandlerCallback handler, void *handler_cls,
                              MHD_RequestCompletedCallback completed,
                              MHD_NotifyConnectionCallback notify, void *cls);

/* The port a daemon listens on (useful after starting on port 0); 0 when unknown. */
uint16_t cmhd_bound_port(struct MHD_Daemon *daemon);

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
