#!/usr/bin/env node
// The `linkcanon` command. A committed shim, so package managers can link it before the
// TypeScript build (the workspace's install step) has written dist/.
import '../dist/bin.js'
