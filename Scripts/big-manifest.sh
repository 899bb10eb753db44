#!/usr/bin/env bash
# Writes to standard output a manifest of N routes (default 1,000), for timing
# `wayfinder generate` and the other commands on a big app:
#
#   Scripts/big-manifest.sh 1000 >/tmp/big.yaml
#   .build/release/wayfinder generate --manifest /tmp/big.yaml --output /tmp/big.swift
#
# The shape of `wayfinder-bench lint`'s `tabs` apps: ten tabs `tab0`…`tab9`, each a stack whose
# root `home{t}` has the route `/t{t}`, the other screens `s{t}_{p}` pushed in chains of five
# (each `after:` the one before) under `/t{t}/s{p}`, the last three of a chain with an `int`
# id, every fifth of those also with an optional `page` query value. Every tab but the first
# is behind the guard `signedIn`.
set -euo pipefail
routes="${1:-1000}"
awk -v routes="$routes" 'BEGIN {
  tabs = 10; chain = 5
  print "# " routes " routes, written by Scripts/big-manifest.sh."
  print "app: big\n"
  print "links:\n  schemes: [big]\n  hosts: [big.example.com]\n"
  print "guards:\n  signedIn: {shows: login}\n"
  printf "graph:\n  app: {flows: [login, main], initial: login}\n  login: {stack: login}\n  main: {tabs: ["
  for (t = 0; t < tabs; t++) printf "%stab%d", (t ? ", " : ""), t
  print "]}"
  for (t = 0; t < tabs; t++) printf "  tab%d: {stack: home%d%s}\n", t, t, (t ? ", guard: signedIn" : "")
  screens = ""; table = "  /login: login\n"
  for (t = 0; t < tabs; t++) {
    per = int((routes - 1) / tabs) + (t < (routes - 1) % tabs ? 1 : 0)
    for (p = 0; p < per; p++) {
      if (p == 0) { table = table sprintf("  /t%d: home%d\n", t, t); continue }
      c = (p - 1) % chain
      name = "s" t "_" p
      after = c == 0 ? "" : sprintf(", after: s%d_%d", t, p - 1)
      if (c >= 2) {
        paging = (p % 5 == 0)
        screens = screens sprintf("  %s: {in: tab%d, parameters: [id%s]%s}\n", name, t, (paging ? ", page" : ""), after)
        if (paging) table = table sprintf("  /t%d/s%d/:id(int)?page=:page(int)?: %s(id, page)\n", t, p, name)
        else table = table sprintf("  /t%d/s%d/:id(int): %s(id)\n", t, p, name)
      } else {
        screens = screens sprintf("  %s: {in: tab%d%s}\n", name, t, after)
        table = table sprintf("  /t%d/s%d: %s\n", t, p, name)
      }
    }
  }
  printf "\nscreens:\n%s\nroutes:\n%s", screens, table
}'
