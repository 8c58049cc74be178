#include "CMicroHTTPD.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <string.h>

/* The library's ABI version (its SONAME), then the development link as a fallback. */
#define CMHD_LIBRARY "libmicrohttpd.so.12"
#define CMHD_DEVELOPMENT_LIBRARY "libmicrohttpd.so"

/* Each pointer has the type of the <microhttpd.h> declaration it is looked up for. */
static struct {
    __typeof__(MHD_start_daemon) *start_daemon;
    __typeof__(MHD_get_daemon_info) *get_daemon_info;
    __typeof__(MHD_quiesce_daemon) *quiesce_daemon;
    __typeof__(MHD_stop_daemon) *stop_daemon;
    __typeof__(MHD_lookup_connection_value) *lookup_connection_value;
    __typeof__(MHD_get_connection_values) *get_connection_values;
    __typeof__(MHD_create_response_from_callback) *create_response_from_callback;
    __typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
    __typeof__(MHD_destroy_response) *destroy_response;
    __typeof__(MHD_add_response_header) *add_response_header;
    __typeof__(MHD_queue_response) *queue_response;
    __typeof__(MHD_get_connection_info) *get_connection_info;
    __typeof__(MHD_set_connection_option) *set_connection_option;
    const char *load_error;
} mhd;

static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;

static void load_mhd(void) {
    void *library = dlopen(CMHD_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen(CMHD_DEVELOPMENT_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        mhd.load_error = "cannot load " CMHD_LIBRARY " (Debian package libmicrohttpd12, installed by make deps)";
        return;
    }
    mhd.start_daemon = dlsym(library, "MHD_start_daemon");
    mhd.get_daemon_info = dlsym(library, "MHD_get_daemon_info");
    mhd.quiesce_daemon = dlsym(library, "MHD_quiesce_daemon");
    mhd.stop_daemon = dlsym(library, "MHD_stop_daemon");
    mhd.lookup_connection_value = dlsym(library, "MHD_lookup_connection_value");
    mhd.get_connection_values = dlsym(library, "MHD_get_connection_values");
    mhd.create_response_from_callback = dlsym(library, "MHD_create_response_from_callback");
    mhd.create_response_from_buffer = dlsym(library, "MHD_create_response_from_buffer");
    mhd.destroy_response = dlsym(library, "MHD_destroy_response");
    mhd.add_response_header = dlsym(library, "MHD_add_response_header");
    mhd.queue_response = dlsym(library, "MHD_queue_response");
    mhd.get_connection_info = dlsym(library, "MHD_get_connection_info");
    mhd.set_connection_option = dlsym(library, "MHD_set_connection_option");
    if (!mhd.start_daemon || !mhd.get_daemon_info || !mhd.quiesce_daemon || !mhd.stop_daemon
        || !mhd.lookup_connection_value || !mhd.get_connection_values || !mhd.create_response_from_callback
        || !mhd.create_response_from_buffer || !mhd.destroy_response || !mhd.add_response_header
        || !mhd.queue_response || !mhd.get_connection_info || !mhd.set_connection_option) {
        mhd.start_daemon = NULL;
        mhd.load_error = "a function is missing from " CMHD_LIBRARY;
    }
}

const char *cmhd_load_error(void) {
    pthread_once(&mhd_once, load_mhd);
    return mhd.load_error;
}

struct MHD_Daemon *cmhd_start(const char *host, uint16_t port, struct cmhd_limits limits,
                              MHD_AccessHandlerCallback handler, void *handler_cls,
                              MHD_RequestCompletedCallback completed,
                              MHD_NotifyConnectionCallback notify, void *cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    /* poll(), not epoll: with a thread pool, libmicrohttpd 0.9.75's MHD_quiesce_daemon takes the
       listening socket out of each worker's epoll set and panics ("Failed to remove listen FD from
       epoll set", abort) when the worker took it out first, which a worker does as soon as it sees
       the quiesced flag that MHD_quiesce_daemon has just set (seen once in three CI runs under
       ThreadSanitizer). With poll() MHD_quiesce_daemon wakes the workers through their
       inter-thread channel instead and each stops polling the socket itself: no race. */
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC;
    if (cmhd_load_error() != NULL) return NULL;
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
    return mhd.start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, limits.threads,
                            MHD_OPTION_CONNECTION_LIMIT, limits.connections,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.connections_per_address,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory,
                            MHD_OPTION_CONNECTION_TIMEOUT, limits.idle_seconds,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, cls,
                            MHD_OPTION_END);
}

uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

MHD_socket cmhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? MHD_INVALID_SOCKET : info->connect_fd;
}

void *cmhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

void cmhd_set_connection_timeout(struct MHD_Connection *connection, unsigned int seconds) {
    (void)mhd.set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

MHD_socket cmhd_quiesce_daemon(struct MHD_Daemon *daemon) { return mhd.quiesce_daemon(daemon); }

void cmhd_stop_daemon(struct MHD_Daemon *daemon) { mhd.stop_daemon(daemon); }

const char *cmhd_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                         const char *key) {
    return mhd.lookup_connection_value(connection, kind, key);
}

int cmhd_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                               MHD_KeyValueIterator iterator, void *iterator_cls) {
    return mhd.get_connection_values(connection, kind, iterator, iterator_cls);
}

struct MHD_Response *cmhd_create_response_from_callback(uint64_t size, size_t block_size,
                                                        MHD_ContentReaderCallback reader, void *reader_cls,
                                                        MHD_ContentReaderFreeCallback freed) {
    return mhd.create_response_from_callback(size, block_size, reader, reader_cls, freed);
}

struct MHD_Response *cmhd_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return mhd.create_response_from_buffer(size, buffer, mode);
}

void cmhd_destroy_response(struct MHD_Response *response) { mhd.destroy_response(response); }

enum MHD_Result cmhd_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    return mhd.add_response_header(response, header, content);
}

enum MHD_Result cmhd_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                    struct MHD_Response *response) {
    return mhd.queue_response(connection, status_code, response);
}
