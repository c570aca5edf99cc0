vcl 4.1;
# The HTTP cache in front of the app replicas (README.md, "Production shape").
#
# The app is the sole authority on what may be kept: an answer is cached only when it carries an
# `xkey` header (the read keys of what it was built from, with Cache-Control: public, s-maxage=...),
# which the app sends only for answers that are the same for every visitor; and the reader's
# hashed assets, which never change. Each write's keys are
# then purged here by the app (EDGE_PURGE_URL): `PURGE /` with `xkey-purge: key1 key2 ...`.
# Purging the key `site` empties the cache (after deploying a new version, say).
#
# backends.vcl, beside this file (or on vcl_path), names the replicas and defines
# `sub choose_backend`: deploy/varnish/backends.vcl for docker-compose; the tests and
# `npm run prod-shape` write their own.

import xkey;

include "backends.vcl";

# Who may purge: this machine and the private networks (the app replicas). Edit to your network.
# The front proxy (deploy/nginx.conf) refuses PURGE requests from outside, which would otherwise
# arrive from its private address.
acl purgers {
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
  "fc00::"/7;
}

sub vcl_recv {
  unset req.http.x-edge-pass;
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purging is not allowed from this address"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the keys to purge in an xkey-purge header"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged + " objects"));
  }
  unset req.http.xkey-purge;
  call choose_backend;

  # Writes, the console, and whatever is personal go to the app, never to or from the cache:
  # a request right after its visitor's write (the read-your-writes cookie: it must see the
  # write), and the API with a session cookie (its answers may be personal).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "(?i)^/admin(/|\?|$)") {
    return (pass);
  }
  if (req.http.Cookie ~ "(^|;)\s*recent_write=") {
    return (pass);
  }
  if (req.url ~ "(?i)^/api(/|\?|$)" && req.http.Cookie ~ "(^|;)\s*opinions\.sid=") {
    return (pass);
  }
  # Everything else is looked up whatever its cookies (a page's HTML is the same for everyone:
  # the personal parts come from GET /api/me), and the cookies still reach the app on a miss.
  return (hash);
}

sub vcl_hash {
  # The answer's security headers depend on the scheme the front proxy was asked in (HSTS over
  # https): one object per scheme. The built-in vcl_hash adds the URL and the host.
  hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_pass {
  set req.http.x-edge-pass = "1";
}

sub vcl_backend_fetch {
  unset bereq.http.x-edge-pass;
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 5s;
    return (deliver);
  }
  if (beresp.http.xkey) {
    # Kept for its s-maxage (the app's time to live), until a write purges one of its keys;
    # served a few seconds past it while it is fetched again.
    set beresp.grace = 10s;
    set beresp.keep = 0s;
    return (deliver);
  }
  if (bereq.url ~ "^/assets/" && beresp.status == 200 &&
      beresp.http.Cache-Control ~ "(?i)\bimmutable\b") {
    # The reader's hashed build output (a new build has new names). Not uploaded images, which
    # the app may remove.
    return (deliver);
  }
  # Anything else is not kept: the next request for it goes to the app (hit-for-miss).
  set beresp.uncacheable = true;
  set beresp.ttl = 5s;
  return (deliver);
}

sub vcl_deliver {
  if (resp.http.xkey) {
    # The keys and the shared caches' lifetime are this cache's business: whoever is after it
    # (browsers, any other cache) asks again each time.
    unset resp.http.xkey;
    set resp.http.Cache-Control = "no-cache";
  }
  if (req.http.x-edge-pass) {
    set resp.http.X-Cache = "pass";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}
