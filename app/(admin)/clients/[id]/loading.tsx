import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** SPEC: while loading, the title is 'Loading Client Details...' with skeletons. */
export default function LoadingClient() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="grid gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Loading Client Details...</h1>
        <div className="flex gap-3">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-6 w-32" />
        </div>
      </div>
      <Card className="max-w-xl">
        <CardHeader>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-full" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-9 w-24" />
        </CardContent>
      </Card>
    </div>
  );
}
