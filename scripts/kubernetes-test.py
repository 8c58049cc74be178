#!/usr/bin/env python3
"""`make test-kubernetes`: the manifests under deploy/kubernetes/ against the Kubernetes schemas
(kubernetes-validate, strict: an unknown field fails) for the oldest and newest versions named
below, and against what the server does (docs/service.md "Kubernetes"): probes on /healthz at the
port the server listens on, a grace period covering the shutdown delay and the 10 s drain, an HPA
on CPU with a CPU request to measure it against.

  scripts/kubernetes-test.py deploy/kubernetes/*.yaml
"""
import sys

import kubernetes_validate
import yaml

VERSIONS = ["1.27.0", "1.37.0"]
DRAIN_SECONDS = 10  # ServeCommand.drainSeconds: the longest a stop waits for requests in flight

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


documents = []
for path in sys.argv[1:]:
    with open(path) as file:
        for document in yaml.safe_load_all(file):
            if document:
                documents.append((path, document))
                for version in VERSIONS:
                    try:
                        kubernetes_validate.validate(document, version, strict=True)
                    except kubernetes_validate.ValidationError as error:
                        failures.append(f"{path}: {document['kind']} {document['metadata']['name']} "
                                        f"(Kubernetes {version}): {error.message} at {list(error.path)}")

kinds = {document["kind"]: document for _, document in documents}
for kind in ["Deployment", "Service", "HorizontalPodAutoscaler"]:
    check(kind in kinds, f"no {kind}")

if "Deployment" in kinds:
    pod = kinds["Deployment"]["spec"]["template"]["spec"]
    container = pod["containers"][0]
    arguments = container.get("args", [])

    def flag(name, default):
        return arguments[arguments.index(name) + 1] if name in arguments else default

    port = int(flag("--port", "8080"))
    ports = {entry["name"]: entry["containerPort"] for entry in container.get("ports", [])}
    check(ports.get("http") == port, f"containerPort http {ports.get('http')} is not the server's --port {port}")
    for probe in ["readinessProbe", "livenessProbe"]:
        action = container.get(probe, {}).get("httpGet", {})
        check(action.get("path") == "/healthz", f"{probe} does not GET /healthz")
        check(action.get("port") in ("http", port), f"{probe} is not on the server's port")
    delay = int(flag("--shutdown-delay", "0"))
    grace = pod.get("terminationGracePeriodSeconds", 30)
    check(grace > delay + DRAIN_SECONDS,
          f"terminationGracePeriodSeconds {grace} does not cover --shutdown-delay {delay} + the {DRAIN_SECONDS} s drain")
    readiness = container.get("readinessProbe", {})
    noticed = readiness.get("periodSeconds", 10) * readiness.get("failureThreshold", 3)
    check(noticed <= delay, f"readiness notices the stop after up to {noticed} s, past --shutdown-delay {delay}")
    check("cpu" in container.get("resources", {}).get("requests", {}), "no CPU request for the HPA to measure against")
    check(pod.get("securityContext", {}).get("runAsNonRoot") is True, "the pod may run as root")

if "HorizontalPodAutoscaler" in kinds and "Deployment" in kinds:
    hpa = kinds["HorizontalPodAutoscaler"]["spec"]
    check(hpa["scaleTargetRef"]["name"] == kinds["Deployment"]["metadata"]["name"], "the HPA scales another Deployment")
    check(any(metric.get("resource", {}).get("name") == "cpu" for metric in hpa.get("metrics", [])), "the HPA is not on CPU")

for failure in failures:
    print("FAIL:", failure)
print(f"{len(documents)} resources, Kubernetes {' and '.join(VERSIONS)}: "
      + ("valid" if not failures else f"{len(failures)} problems"))
sys.exit(1 if failures else 0)
