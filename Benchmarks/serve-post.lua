-- wrk script for `make bench-serve`: POSTs one JSON body (BODY) to the URL's path, warm after the first.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = os.getenv("BODY")
