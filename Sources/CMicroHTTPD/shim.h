#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

/* libmicrohttpd for Swift. MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot
   call, so they are re-exported as the fixed-argument functions below (and only with the options
   ButtonSizer uses). */

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* Starts a daemon bound to `host` (an IPv4 or IPv6 address literal) and `port` (0: any free port),
   with `threads` polling threads (epoll), at most `connection_limit` connections, idle connections
   closed after `timeout_seconds`, `handler` called for every request and `completed` when one ends,
   `notify` when a connection opens or closes. Returns NULL when the address is not a literal or the
   daemon cannot start (the port is taken, ...). */
static inline struct MHD_Daemon *cmhd_start(const char *host, uint16_t port, unsigned int threads,
                                            unsigned int connection_limit, unsigned int timeout_seconds,
                                            MHD_AccessHandlerCallback handler, void *handler_cls,
                                            MHD_RequestCompletedCallback completed,
                                            MHD_NotifyConnectionCallback notify, void *cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, cls,
                            MHD_OPTION_END);
}

/* The port a daemon listens on (useful after starting on port 0); 0 when unknown. */
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

#endif
